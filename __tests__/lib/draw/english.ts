import { checkDetail, checkLabel, verdictText } from '@/lib/draw/report-words';
import type { CheckResult, VerificationReport } from '@/lib/draw/verify';
import { formatMessage } from '@/lib/i18n/format';
import { en } from '@/lib/i18n/messages/en';
import type { Translate } from '@/lib/i18n/messages';

/** The /verify texts in English, as the page words them. */
export const englishT: Translate<'verify'> = (key, values) => formatMessage(en.verify[key], values, 'en');

/** The verdict an English page shows for the report. */
export function verdictOf(report: VerificationReport): string {
  return verdictText(englishT, report);
}

/** A check's label and what it found, as an English page shows them. */
export function wordsOf(check: CheckResult): { label: string; detail: string } {
  return { label: checkLabel(englishT, check.id), detail: checkDetail(englishT, check.detail) };
}
