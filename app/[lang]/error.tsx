'use client';

import { PageRecovery } from '@/components/layout/page-recovery';

/** A page that throws while rendering shows a way back instead of a blank screen. */
export default function PageError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <PageRecovery {...props} />;
}
