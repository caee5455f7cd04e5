/**
 * CSV as RFC 4180 describes it (CRLF line ends, fields quoted when they hold a
 * comma, quote or line break, quotes doubled), with one addition: a cell that
 * a spreadsheet would read as a formula is prefixed with an apostrophe.
 */

export type CsvCell = string | number;

// OWASP's list: =, +, -, @ and the tab and carriage return that can hide them.
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = neutralizeFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
