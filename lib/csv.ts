/**
 * CSV as RFC 4180 describes it (CRLF line ends, quotes doubled), with every
 * text field quoted: a spreadsheet opened with another separator (`;` in much
 * of Europe) then still reads each field whole. A text field that a
 * spreadsheet would run as a formula is prefixed with an apostrophe inside
 * its quotes, so it shows as text.
 */

export type CsvCell = string | number;

// OWASP's list: =, +, -, @ and the tab and carriage return that can hide them.
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return `"${neutralizeFormula(value).replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

