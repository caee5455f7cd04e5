import type { ReactNode } from 'react';
import { LANGUAGE_FACTS, type Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { THEME_INIT_SCRIPT } from '@/lib/site-theme';

/** The document of a page in one language: <html lang>, the theme applied before first paint, the skip link. */
export function DocumentFrame({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    // The inline script may mark <html> with the stored theme before React hydrates.
    <html lang={LANGUAGE_FACTS[lang].tag} suppressHydrationWarning>
      {/* The App Router's layouts write <head> themselves; next/head belongs to the Pages Router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col bg-page text-fg antialiased">
        <a
          href="#main-content"
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
