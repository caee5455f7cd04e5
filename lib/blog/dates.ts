import { LANGUAGE_FACTS, type Lang } from '@/lib/i18n/languages';

/**
 * Post dates are calendar days ("YYYY-MM-DD") read as midnight UTC, and every
 * format uses the UTC time zone, so the build machine and the reader's browser
 * can never disagree about which day a post was published.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;


/** True for a real calendar day written as YYYY-MM-DD (so 2023-02-30 is rejected). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The UTC calendar day of an instant: the "build day" of a static build. */
export function isoDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

function startOfDay(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00Z`);
}

/** A day written out in the language: "November 21, 2026", "21 de noviembre de 2026". */
export function formatLongDate(isoDay: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LANGUAGE_FACTS[lang].tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(startOfDay(isoDay));
}

/** RFC 822 date for RSS, e.g. "Fri, 10 Nov 2023 00:00:00 GMT". */
export function toRfc822(isoDay: string): string {
  return startOfDay(isoDay).toUTCString();
}
