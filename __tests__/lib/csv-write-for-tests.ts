import fc from 'fast-check';

/**
 * An RFC 4180 writer for tests, as spreadsheets write: a field is quoted when
 * it holds the delimiter, a quote or a line break (quotes doubled), or any of
 * the extra characters given; records end with the given line end.
 */
export function writeTable(
  rows: readonly (readonly string[])[],
  { delimiter = ',', lineEnd = '\r\n', trailing = true, quoteAlso = '' } = {},
): string {
  const mustQuote = (cell: string) => [delimiter, '"', '\r', '\n', ...quoteAlso].some((c) => cell.includes(c));
  const field = (cell: string) => (mustQuote(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const lines = rows.map((row) => row.map(field).join(delimiter));
  return lines.join(lineEnd) + (trailing && lines.length > 0 ? lineEnd : '');
}

/** A cell of any text, or of text made of the characters CSV gives meaning to, which random text rarely holds. */
export const csvCell = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom(',', ';', '\t', '"', '\r', '\n', 'a', ' ') }));
