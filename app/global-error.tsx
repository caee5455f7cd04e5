'use client';

import { useEffect, useState } from 'react';
import { RecoveryNoticeView } from '@/components/layout/recovery-notice-view';
import type { Lang } from '@/lib/i18n/languages';
import type { Messages } from '@/lib/i18n/messages';
import './globals.css';

/** Each language's frame texts in a chunk of its own, loaded only when this page is shown. */
const SHELL_TEXTS: Record<Lang, () => Promise<Messages['shell']>> = {
  en: () => import('@/lib/i18n/messages/en/shell').then((m) => m.shell),
  es: () => import('@/lib/i18n/messages/es/shell').then((m) => m.shell),
  'pt-br': () => import('@/lib/i18n/messages/pt-br/shell').then((m) => m.shell),
  fr: () => import('@/lib/i18n/messages/fr/shell').then((m) => m.shell),
  de: () => import('@/lib/i18n/messages/de/shell').then((m) => m.shell),
  it: () => import('@/lib/i18n/messages/it/shell').then((m) => m.shell),
};

/** The failed page's language, from the <html lang> it was served with (still in place while this first renders). */
function failedPageLanguage(): Lang {
  const tag = typeof document === 'undefined' ? 'en' : document.documentElement.lang.toLowerCase();
  return tag in SHELL_TEXTS ? (tag as Lang) : 'en';
}

/**
 * The last line of defence: the language's layout itself failed, so this renders the whole
 * document, in the failed page's language. The visitor still gets words and a reload button.
 * Its own small module graph (no language provider): every page loads this boundary.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [lang] = useState(failedPageLanguage);
  const [shell, setShell] = useState<Messages['shell']>();
  useEffect(() => {
    console.error(error);
    SHELL_TEXTS[lang]().then(setShell, () => SHELL_TEXTS.en().then(setShell));
  }, [error, lang]);
  return (
    <html lang={lang === 'pt-br' ? 'pt-BR' : lang}>
      <body className="bg-page text-fg antialiased">
        <main className="mx-auto max-w-xl px-4 py-16">
          {shell ? <RecoveryNoticeView shell={shell} error={error} onRetry={reset} page /> : null}
        </main>
      </body>
    </html>
  );
}
