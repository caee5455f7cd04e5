import fc from 'fast-check';
import { csvCell, neutralizeFormula, toCsv } from '@/lib/csv';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Pizza')).toBe('Pizza');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@']) {
      expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it('writes numbers as they are', () => {
    expect(csvCell(3)).toBe('3');
  });
});

describe('toCsv', () => {
  it('joins header and rows with CRLF and ends with one', () => {
    expect(toCsv(['Position', 'Winner'], [[1, 'Tacos'], [2, 'a,b']])).toBe('Position,Winner\r\n1,Tacos\r\n2,"a,b"\r\n');
  });

  it('round-trips any text through a strict RFC 4180 reader', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvCell(text);
        const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
        expect(unquoted).toBe(neutralizeFormula(text));
      }),
    );
  });
});
