'use client';

import { PageRecovery } from '@/components/layout/page-recovery';
import './globals.css';

/**
 * The last line of defence: the root layout itself failed, so this renders
 * the whole document. The visitor still gets words and a reload button.
 */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="bg-page text-fg antialiased">
        <main>
          <PageRecovery {...props} />
        </main>
      </body>
    </html>
  );
}
