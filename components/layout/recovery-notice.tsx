'use client';

import { useTexts } from '@/components/i18n/language-provider';
import { RecoveryNoticeView, type RecoveryNoticeProps } from '@/components/layout/recovery-notice-view';

/** The recovery notice of a page or panel, in the page's language. */
export function RecoveryNotice(props: RecoveryNoticeProps) {
  return <RecoveryNoticeView shell={useTexts('shell')} {...props} />;
}
