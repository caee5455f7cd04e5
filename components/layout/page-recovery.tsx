'use client';

import { useEffect } from 'react';
import { RecoveryNotice } from '@/components/layout/recovery-notice';

/** A whole page that failed: the error is logged and the visitor gets words and a way back. */
export function PageRecovery({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <RecoveryNotice error={error} onRetry={reset} page />
    </div>
  );
}
