import fc from 'fast-check';
import { csvCell, neutralizeFormula, toCsv } from '@/lib/csv';

/**
 * A strict RFC 4180 reader for the tests: every field quoted or not, quotes
 * doubled inside quotes, CRLF between records and after the last one. Throws
 * on anything else, so a malformed export fails loudly.
 */
function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let index = 0;
  while (index < text.length) {
    let field = '';
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        if (index >= text.length) throw new Error('unterminated quoted field');
        if (text[index] === '"') {
          if (text[index + 1] !== '"') break;
          field += '"';
          index += 2;
        } else {
          field += text[index];
          index += 1;
        }
      }
      index += 1;
    } else {
      while (index < text.length && !/[",\r\n]/.test(text[index] ?? '')) {
        field += text[index];
        index += 1;
      }
    }
    record.push(field);
    if (text[index] === ',') {
      index += 1;
    } else if (text.startsWith('\r\n', index)) {
      records.push(record);
      record = [];
      index += 2;
    } else {
      throw new Error(`unexpected ${JSON.stringify(text[index])} at ${index}`);
    }
  }
  if (record.length > 0) throw new Error('last record lacks its CRLF');
  return records;
}

// Any code point, lone surrogate halves included, with the characters CSV and
// spreadsheets treat specially drawn often enough to meet each other.
const SPECIAL = ['"', ',', '\r', '\n', '\t', '=', '+', '-', '@', "'", ';'];
const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...SPECIAL),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  ),
});
const FORMULA_START = ['=', '+', '-', '@', '\t', '\r'];

describe('csvCell', () => {
  it('quotes every text field, plain text included', () => {
    expect(csvCell('Pizza')).toBe('"Pizza"');
    expect(csvCell('')).toBe('""');
  });

  it('doubles inner quotes and keeps commas and line breaks inside the quotes', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text a spreadsheet would run as a formula, inside its quotes', () => {
    for (const start of FORMULA_START) {
      expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    }
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell("x;=1+1")).toBe('"x;=1+1"');
  });

  it('writes numbers as they are, unquoted', () => {
    expect(csvCell(3)).toBe('3');
    expect(csvCell(Number.NaN)).toBe('');
  });
});

describe('toCsv', () => {
  it('joins header and rows with CRLF and ends with one', () => {
    expect(toCsv(['Position', 'Winner'], [[1, 'Tacos'], [2, 'a,b']])).toBe('"Position","Winner"\r\n1,"Tacos"\r\n2,"a,b"\r\n');
  });

  it('reads back, field for field, as the defused text through a strict RFC 4180 reader', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), anyText, anyText)), (rows) => {
        const records = readCsv(toCsv(['Position', 'Winner', 'Timestamp'], rows));
        expect(records).toEqual([
          ['Position', 'Winner', 'Timestamp'],
          ...rows.map(([n, a, b]) => [String(n), neutralizeFormula(a), neutralizeFormula(b)]),
        ]);
      }),
      { numRuns: 1000 },
    );
  });

  it('never writes a text cell whose first character after the quote starts a formula', () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1 }), (texts) => {
        const [record] = readCsv(toCsv(texts, []));
        for (const cell of record ?? []) expect(FORMULA_START).not.toContain(cell.charAt(0));
        for (const text of texts) expect(csvCell(text).charAt(1)).not.toMatch(/[=+\-@\t\r]/);
      }),
      { numRuns: 1000 },
    );
  });
});
