'use client';

import { useState, useSyncExternalStore } from 'react';
import { usePathname } from 'next/navigation';
import { useLang, useTexts } from '@/components/i18n/language-provider';
import { CloseIcon } from '@/components/ui/icons';
import { dismissSuggestion, languageToSuggest, rememberLanguage } from '@/lib/i18n/language-choice';
import { LANGUAGE_FACTS, preferredLanguage, samePageIn } from '@/lib/i18n/languages';

const subscribe = () => () => {};

/**
 * Offers this page in the visitor's language (the one last chosen, else the browser's first that the
 * site speaks), never moving them: search engines and visitors who want this language stay on it.
 * A bar fixed at the bottom of the window, so showing it moves nothing on the page.
 */
export function LanguageSuggestion() {
  const lang = useLang();
  const pathname = usePathname();
  const shell = useTexts('shell');
  // Read in the browser only: the static page (and its first render there) offers nothing.
  const offered = useSyncExternalStore(
    subscribe,
    () => languageToSuggest(lang, preferredLanguage(navigator.languages ?? [navigator.language])),
    () => undefined,
  );
  const [dismissed, setDismissed] = useState(false);
  const suggested = dismissed ? undefined : offered;

  if (!suggested) return null;
  const { tag, ownName } = LANGUAGE_FACTS[suggested];
  return (
    <>
      {/* Room below the footer as tall as the bar, so the end of the page can scroll clear of it; nothing above moves. */}
      <div aria-hidden="true" className="h-14" />
      <aside
      aria-label={shell.languageSuggestion}
      className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-center gap-3 border-t border-line bg-surface px-4 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-lg"
    >
      <a
        href={samePageIn(suggested, pathname)}
        hrefLang={tag}
        lang={tag}
        onClick={() => rememberLanguage(suggested)}
        className="font-semibold text-accent underline underline-offset-4"
      >
        {ownName}
      </a>
      <button
        type="button"
        aria-label={shell.dismissLanguageSuggestion}
        onClick={() => {
          dismissSuggestion();
          setDismissed(true);
        }}
        className="rounded-md p-2 text-muted hover:bg-surface-strong"
      >
        <CloseIcon className="h-5 w-5" />
      </button>
      </aside>
    </>
  );
}
