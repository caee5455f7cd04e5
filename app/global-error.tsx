'use client';

import { useEffect } from 'react';
import { RecoveryNotice } from '@/components/layout/recovery-notice';
import './globals.css';

/**
 * The last line of defence: the root layout itself failed, so this renders
 * the whole document. The visitor still gets words and a reload button.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body className="bg-surface-muted text-fg antialiased">
        <main className="mx-auto max-w-xl px-4 py-16">
          <RecoveryNotice error={error} onRetry={reset} page />
        </main>
      </body>
    </html>
  );
}
