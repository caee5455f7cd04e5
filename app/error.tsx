'use client';

import { useEffect } from 'react';
import { RecoveryNotice } from '@/components/layout/recovery-notice';

/** A page that throws while rendering shows a way back instead of a blank screen. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <RecoveryNotice error={error} onRetry={reset} page />
    </div>
  );
}
