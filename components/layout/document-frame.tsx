import type { ReactNode } from 'react';
import { LANGUAGE_FACTS, type Lang } from '@/lib/i18n/languages';
import { getMessages, getT } from '@/lib/i18n/messages';
import { RECOVERY_TEXT_KEYS } from '@/components/layout/recovery-texts';
import { THEME_INIT_SCRIPT } from '@/lib/site-theme';

function recoveryTexts(lang: Lang): string {
  const shell = getMessages(lang).shell;
  return JSON.stringify(Object.fromEntries(RECOVERY_TEXT_KEYS.map((key) => [key, shell[key]])));
}

/** The document of a page in one language: <html lang>, the theme applied before first paint, the skip link. */
export function DocumentFrame({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    // The inline script may mark <html> with the stored theme before React hydrates.
    // data-recovery-texts: the words app/global-error.tsx shows if this page's own frame fails.
    <html lang={LANGUAGE_FACTS[lang].tag} data-recovery-texts={recoveryTexts(lang)} suppressHydrationWarning>
      {/* The App Router's layouts write <head> themselves; next/head belongs to the Pages Router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col bg-page text-fg antialiased">
        <a
          href="#main-content"
          // The root 404 page may switch this text to the language of the path before hydration.
          suppressHydrationWarning
          className="sr-only z-50 rounded bg-surface px-4 py-2 font-semibold text-accent shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {getT(lang, 'shell')('skipToContent')}
        </a>
        {children}
      </body>
    </html>
  );
}

/** The page's own content, where the skip link leads. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
  );
}
