/**
 * CSV as RFC 4180 describes it (CRLF line ends, quotes doubled), with every
 * text field quoted: a spreadsheet opened with another separator then still
 * reads each field whole. A text field that a spreadsheet would run as a
 * formula is prefixed with an apostrophe inside its quotes, so it shows as text.
 *
 * A file is written for the spreadsheets of the visitor's language: English
 * ones split on `,`; Spanish, Portuguese, French, German and Italian ones write
 * decimals with a comma and so split on `;`, and read `1,5` as a number.
 */

import type { Lang } from '@/lib/i18n/languages';

export type CsvCell = string | number;
export type CsvSeparator = ',' | ';';

/** Whose spreadsheet a file is written for: the page's language, and the time zone its times are written in (the visitor's by default). */
export interface CsvReader {
  lang: Lang;
  timeZone?: string;
}

/** The separator a spreadsheet in the language splits a CSV file on. */
export function csvSeparator(lang: Lang): CsvSeparator {
  return lang === 'en' ? ',' : ';';
}

// OWASP's list: =, +, -, @ and the tab and carriage return that can hide them.
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A field; a number is left unquoted, in digits with no grouping, its decimal mark a comma in a `;` file. */
export function csvCell(value: CsvCell, separator: CsvSeparator = ','): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return separator === ';' ? String(value).replace('.', ',') : String(value);
  }
  return `"${neutralizeFormula(value).replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], separator: CsvSeparator = ','): string {
  return [header, ...rows].map((row) => row.map((cell) => csvCell(cell, separator)).join(separator)).join('\r\n') + '\r\n';
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment in a CSV cell. English files keep the exact ISO 8601 UTC time
 * (`2026-11-23T10:00:00.000Z`). The other languages' files write the visitor's
 * own clock as `2026-11-23 11:00:00`, the one date-and-time form that their
 * spreadsheets all read as a date and time (ISO's `T…Z` form stays text there,
 * and `23/11/2026` or `23.11.2026` would each be misread by some of the others).
 */
export function csvTime(moment: Date, { lang, timeZone }: CsvReader): string {
  if (lang === 'en') return moment.toISOString();
  const key = timeZone ?? '';
  let clock = wallClocks.get(key);
  if (!clock) {
    const parts = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
    wallClocks.set(key, (clock = new Intl.DateTimeFormat('en-US', { ...parts, hourCycle: 'h23', timeZone })));
  }
  const part = Object.fromEntries(clock.formatToParts(moment).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

