import fc from 'fast-check';
import { detectDelimiter, readCsv } from '@/lib/csv-read';
import { csvCell as cell, writeTable } from './csv-write-for-tests';

const RUNS = { numRuns: 1000 };
// A thousand runs of a property take seconds when the machine is busy; the default 5 s is too tight.
jest.setTimeout(30_000);
const table = (minWidth: number) =>
  fc.integer({ min: minWidth, max: 5 }).chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 12 }));

describe('readCsv', () => {
  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(readCsv('"Smith, Ada","say ""hi""","two\r\nlines"\r\nplain,b,c\r\n')).toEqual([
      ['Smith, Ada', 'say "hi"', 'two\r\nlines'],
      ['plain', 'b', 'c'],
    ]);
  });

  it('ends a record at CRLF, LF or CR, and a final line break opens no new record', () => {
    expect(readCsv('a\r\nb\nc\rd\n')).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  it('keeps empty fields and empty lines', () => {
    expect(readCsv('a,,\r\n\r\n,b')).toEqual([['a', '', ''], [''], ['', 'b']]);
  });

  it('keeps text after a closing quote and runs an open quote to the end', () => {
    expect(readCsv('"Ada" Lovelace,x\n"open, never closed\nnext')).toEqual([['Ada Lovelace', 'x'], ['open, never closed\nnext']]);
  });

  it('reads with a semicolon or a tab', () => {
    expect(readCsv('Ada;"1,5"\n', ';')).toEqual([['Ada', '1,5']]);
    expect(readCsv('Ada\tx\n', '\t')).toEqual([['Ada', 'x']]);
  });

  it('gives back any table a spreadsheet writes', () => {
    fc.assert(
      fc.property(table(1), (rows) => {
        expect(readCsv(writeTable(rows))).toEqual(rows);
      }),
      RUNS,
    );
  });
});

describe('detectDelimiter', () => {
  it('finds the delimiter that splits the rows evenly', () => {
    expect(detectDelimiter('Name,Score\nAda,3\n')).toBe(',');
    expect(detectDelimiter('Name;Score\nAda;"1,5"\n')).toBe(';');
    expect(detectDelimiter('Name\tScore\nAda\t3\n')).toBe('\t');
  });

  it('prefers an even split to a first-row accident', () => {
    expect(detectDelimiter('Smith, Ada;3\nHopper, Grace;4\nTuring;5\n')).toBe(';');
  });

  it('is not misled by another delimiter inside a quoted field', () => {
    expect(detectDelimiter('Ada;"1,5"\r\n')).toBe(';');
    expect(detectDelimiter('"Smith, Ada";3\n')).toBe(';');
    expect(detectDelimiter('Ada\t"a;b"\n')).toBe('\t');
  });

  it('takes a comma when nothing splits a row', () => {
    expect(detectDelimiter('Ada\nGrace\n')).toBe(',');
    expect(detectDelimiter('')).toBe(',');
  });

  it('finds the delimiter of any table of two or more columns', () => {
    fc.assert(
      fc.property(table(2), fc.constantFrom(',' as const, ';' as const, '\t' as const), (rows, delimiter) => {
        fc.pre(rows.length > 0);
        expect(detectDelimiter(writeTable(rows, { delimiter, quoteAlso: ',;\t' }))).toBe(delimiter);
      }),
      RUNS,
    );
  });
});
