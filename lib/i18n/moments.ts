// Moments and times of day as each language writes them, apart from the message formatter: only the
// pages that show a date or a clock (past draws, the checker's report, the coin's results) load them.

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as a person reads it, the one way the site writes one: the language's long date and its
 * clock to the second, in the visitor's time zone (or `timeZone`, e.g. "Europe/Berlin"), the zone
 * named, since a draw time is read by strangers in other zones: "September 17, 2026 at 5:23:39 PM
 * GMT+2", "17. September 2026 um 17:23:39 MESZ". An ISO string is read as the instant it names.
 */
export function formatMoment(instant: Date | number | string, tag: string, timeZone?: string): string {
  const key = `${tag} ${timeZone ?? ''}`;
  let format = momentFormats.get(key);
  if (!format) momentFormats.set(key, (format = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'long', timeZone })));
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const text = format.format(date);
  const firstDay = FIRST_OF_MONTH[tag.slice(0, 2).toLowerCase()];
  // These languages write the day first; format() is kept for the rest, since its spacing can differ from formatToParts'.
  if (!firstDay || !text.startsWith('1') || format.formatToParts(date).find((part) => part.type === 'day')?.value !== '1') return text;
  return firstDay + text.slice(1);
}

/**
 * The first of a month as its readers write it, where the formatter writes a plain 1: "1er novembre",
 * "1º novembre", "1º de novembro".
 */
const FIRST_OF_MONTH: Readonly<Record<string, string>> = { fr: '1er', it: '1º', pt: '1º' };

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A time of today as a person reads it, to the second, in the language's way and the visitor's time zone
 * (or `timeZone`): "3:04:05 PM", "15:04:05". Each formatter is made the first time a time is shown, not
 * when the page loads: starting one costs a phone tens of milliseconds.
 */
export function formatClock(instant: Date | number, tag: string, timeZone?: string): string {
  const key = `${tag} ${timeZone ?? ''}`;
  let format = clockFormats.get(key);
  if (!format) clockFormats.set(key, (format = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone })));
  return format.format(instant);
}
