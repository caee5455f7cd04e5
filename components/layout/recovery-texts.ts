import type { Messages } from '@/lib/i18n/messages';

/** The texts a recovery notice shows, in the page's language. */
export const RECOVERY_TEXT_KEYS = [
  'updatedHeading',
  'wentWrongHeading',
  'newerVersionPanel',
  'panelStopped',
  'notSavingWarning',
  'savedReassurance',
  'reloadPage',
  'tryAgain',
] as const;
export type RecoveryTexts = Pick<Messages['shell'], (typeof RECOVERY_TEXT_KEYS)[number]>;
