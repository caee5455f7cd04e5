'use client';

import { useEffect, useState } from 'react';
import { RecoveryNoticeView } from '@/components/layout/recovery-notice-view';
import type { RecoveryTexts } from '@/components/layout/recovery-texts';
import './globals.css';

interface FailedPage {
  lang: string;
  texts: RecoveryTexts | null;
}

/**
 * The failed page's language and recovery texts, from the <html> it was served with (still in place
 * while this first renders; components/layout/document-frame.tsx writes them there).
 */
function failedPage(): FailedPage {
  if (typeof document === 'undefined') return { lang: 'en', texts: null };
  const html = document.documentElement;
  try {
    return { lang: html.lang || 'en', texts: JSON.parse(html.dataset.recoveryTexts ?? 'null') as RecoveryTexts | null };
  } catch {
    return { lang: html.lang || 'en', texts: null };
  }
}

/**
 * The last line of defence: the language's layout itself failed, so this renders the whole
 * document, in the failed page's language. The visitor still gets words and a reload button.
 * No language provider and no texts of its own: every page loads this boundary.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [{ lang, texts }] = useState(failedPage);
  useEffect(() => console.error(error), [error]);
  return (
    <html lang={lang}>
      <body className="bg-page text-fg antialiased">
        <main className="mx-auto max-w-xl px-4 py-16">
          {texts ? (
            <RecoveryNoticeView shell={texts} error={error} onRetry={reset} page />
          ) : (
            <button type="button" onClick={() => window.location.reload()} className="rounded-lg border border-line px-4 py-2 text-2xl" aria-label="Reload">
              ↻
            </button>
          )}
        </main>
      </body>
    </html>
  );
}
