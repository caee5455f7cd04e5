/** @jest-environment node */
import fc from 'fast-check';
import { cleanEntryText } from '@/lib/wheel/entries/entry-lines';
import { decodeImportBytes, importKindFor, looksBinary, looksLikeHeader, parseImport, type ImportedList } from '@/lib/wheel/entries/import-file';
import { csvCell as cell, writeTable } from '../../csv-write-for-tests';

const RUNS = { numRuns: 1000 };
// A thousand runs of a property take seconds when the machine is busy; the default 5 s is too tight.
jest.setTimeout(30_000);
const table = (minWidth: number) =>
  fc.integer({ min: minWidth, max: 4 }).chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 12 }));

/** The header, when one was recognised, back in front: the whole first column as the file held it. */
const wholeColumn = ({ entries, header }: ImportedList) => (header === undefined ? entries : [header, ...entries]);
const expectedColumn = (rows: readonly (readonly string[])[]) => rows.map((r) => cleanEntryText(r[0] ?? '')).filter(Boolean);

describe('importKindFor', () => {
  it('goes by extension, then by type', () => {
    expect(importKindFor('Names.CSV')).toBe('csv');
    expect(importKindFor('list.txt', 'text/csv')).toBe('txt');
    expect(importKindFor('export', 'text/csv')).toBe('csv');
    expect(importKindFor('notes', 'text/plain')).toBe('txt');
    expect(importKindFor('photo.png', 'image/png')).toBeNull();
  });
});

describe('decodeImportBytes', () => {
  it('reads UTF-8 and drops its byte order mark', () => {
    expect(decodeImportBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x5a, 0x6f, 0xc3, 0xab]))).toBe('Zoë');
  });

  it('reads an old spreadsheet export in Windows-1252', () => {
    expect(decodeImportBytes(new Uint8Array([0x5a, 0x6f, 0xeb, 0x80]))).toBe('Zoë€');
    expect(decodeImportBytes(new Uint8Array([0x93, 0x41, 0x94, 0x9f]))).toBe('“A”Ÿ');
  });

  it('reads UTF-16 with a byte order mark', () => {
    expect(decodeImportBytes(new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x0a, 0x00, 0x42, 0x00]))).toBe('A\nB');
  });

  const utf16 = (text: string, littleEndian: boolean) => {
    const bytes = new Uint8Array(text.length * 2);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < text.length; i += 1) view.setUint16(i * 2, text.charCodeAt(i), littleEndian);
    return bytes;
  };

  it('reads UTF-16 without a byte order mark, either byte order, Latin or not', () => {
    expect(decodeImportBytes(utf16('Zoë\nÅsa\n', true))).toBe('Zoë\nÅsa\n');
    expect(decodeImportBytes(utf16('Zoë\nÅsa\n', false))).toBe('Zoë\nÅsa\n');
    // Mostly non-Latin: the line breaks' zero bytes still tell the order.
    expect(decodeImportBytes(utf16('李雷\n韩梅梅\nЖеня\n', true))).toBe('李雷\n韩梅梅\nЖеня\n');
  });

  it('never takes UTF-8 or Windows-1252 text for UTF-16', () => {
    expect(decodeImportBytes(new TextEncoder().encode('Ada\nGrace\n'))).toBe('Ada\nGrace\n');
  });
});

describe('looksBinary', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));
  const decoded = (...parts: (number[] | string)[]) => decodeImportBytes(bytes(...parts));

  it('refuses a program saved as .csv: its header and padding hold NUL bytes among readable strings', () => {
    const elf = decoded([0x7f], 'ELF', [2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0x3e, 0, 1, 0, 0, 0], 'GLIBC_2.34\0', 'usage: ls [OPTION]... [FILE]...\n');
    expect(looksBinary(elf)).toBe(true);
  });

  it('refuses a picture renamed .txt: the PNG signature and its chunk lengths', () => {
    const png = decoded([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR', [0, 0, 1, 0, 0, 0, 1, 0, 8, 6, 0, 0, 0, 0x5c, 0x72, 0xa8, 0x66]);
    expect(looksBinary(png)).toBe(true);
  });

  it('refuses data with no NUL when more than a tenth of it is control characters', () => {
    const noisy = decoded([0x01, 0x41, 0x02, 0x42, 0x1b, 0x43, 0x7f, 0x44, 0x90, 0x45, 0x0e, 0x46]);
    expect(looksBinary(noisy)).toBe(true);
  });

  it('reads a list with the odd stray control character as text (an old editor\'s end-of-file mark, a bell pasted in a name)', () => {
    expect(looksBinary(decoded('Ada\r\nGrace\u0007\r\nAlan\r\nLinus\r\n\u001a'))).toBe(false);
    expect(looksBinary(decoded('Name;Note\fpage two\vrow\n'))).toBe(false);
  });

  it('never refuses a list of names saved as UTF-8 or UTF-16, with tabs and any line ends', () => {
    const name = fc.string({ unit: 'grapheme', minLength: 1 }).map((text) => text.replace(/[\p{Cc}]/gu, ''));
    const utf16le = (text: string) => {
      const out = new Uint8Array(2 + text.length * 2);
      out.set([0xff, 0xfe]);
      for (let i = 0; i < text.length; i += 1) new DataView(out.buffer).setUint16(2 + i * 2, text.charCodeAt(i), true);
      return out;
    };
    fc.assert(
      fc.property(fc.array(name, { maxLength: 20 }), fc.constantFrom('\r\n', '\n', '\t'), fc.boolean(), (names, separator, wide) => {
        const text = names.join(separator);
        expect(looksBinary(decodeImportBytes(wide ? utf16le(text) : new TextEncoder().encode(text)))).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('looksLikeHeader', () => {
  it('knows the usual column names whatever their case', () => {
    for (const word of ['Name', 'NAMES', 'Entry', 'entries', 'Participant', 'Email:', 'E-mail', 'Username', 'Full Name']) {
      expect(looksLikeHeader(word, ['Ada'])).toBe(true);
    }
    expect(looksLikeHeader('Ada', ['Grace', 'Alan'])).toBe(false);
  });

  it('sees a heading over a column of e-mail addresses, handles or numbers', () => {
    expect(looksLikeHeader('Contact', ['ada@example.org', 'grace@example.org'])).toBe(true);
    expect(looksLikeHeader('Viewers', ['@ada', '@grace'])).toBe(true);
    expect(looksLikeHeader('Ticket', ['101', '102'])).toBe(true);
    expect(looksLikeHeader('ada@example.org', ['grace@example.org', 'alan@example.org'])).toBe(false);
    expect(looksLikeHeader('Contact', ['ada@example.org'])).toBe(false);
  });
});

describe('parseImport', () => {
  it('reads a text file one entry per line', () => {
    expect(parseImport('\uFEFFAda\r\n\r\n Grace \n', 'txt')).toEqual({ entries: ['Ada', 'Grace'] });
  });

  it('reads the first column of a CSV file, quoting and all', () => {
    const csv = '"Lovelace, Ada",1\r\n"Hopper ""Amazing"" Grace",2\r\n"Turing\r\nAlan",3\r\n,4\r\n';
    expect(parseImport(csv, 'csv')).toEqual({ entries: ['Lovelace, Ada', 'Hopper "Amazing" Grace', 'Turing Alan'] });
  });

  it('hands a heading row back apart', () => {
    expect(parseImport('\uFEFFName;Score\nAda;"1,5"\nGrace;2\n', 'csv')).toEqual({ entries: ['Ada', 'Grace'], header: 'Name' });
  });

  it('reads the names of a semicolon file with no heading whose every row has a decimal comma', () => {
    expect(parseImport('Ada;"1,5"\r\nGrace;"2,5"\r\n', 'csv')).toEqual({ entries: ['Ada', 'Grace'] });
  });

  it('gives back the first column of any table a spreadsheet writes with commas', () => {
    fc.assert(
      fc.property(table(2), fc.boolean(), fc.constantFrom('\r\n', '\n'), fc.boolean(), (rows, bom, lineEnd, trailing) => {
        const text = (bom ? '\uFEFF' : '') + writeTable(rows, { lineEnd, trailing });
        expect(wholeColumn(parseImport(text, 'csv'))).toEqual(expectedColumn(rows));
      }),
      RUNS,
    );
  });

  it('gives back the first column of any table, one column or more, whatever the delimiter', () => {
    fc.assert(
      fc.property(table(1), fc.constantFrom(',', ';', '\t'), fc.boolean(), (rows, delimiter, bom) => {
        const text = (bom ? '\uFEFF' : '') + writeTable(rows, { delimiter, quoteAlso: ',;\t' });
        expect(wholeColumn(parseImport(text, 'csv'))).toEqual(expectedColumn(rows));
      }),
      RUNS,
    );
  });

  it('reads 10,000 rows', () => {
    const csv = ['Name,Email', ...Array.from({ length: 10_000 }, (_, i) => `Person ${i},p${i}@example.org`)].join('\r\n');
    const { entries, header } = parseImport(csv, 'csv');
    expect(header).toBe('Name');
    expect(entries).toHaveLength(10_000);
  });
});

describe('parseImport of a numbered list', () => {
  it('reads the second column when the first only numbers the rows, as the wheel results export does', () => {
    expect(parseImport('"Position";"Gewinner";"Zeitpunkt"\r\n1;"Ada";"2026-11-23 11:00:00"\r\n2;"Jörg";"2026-11-23 10:59:00"\r\n', 'csv')).toEqual({ entries: ['Ada', 'Jörg'], header: 'Gewinner' });
    expect(parseImport('1,Ada\n2,Grace\n', 'csv')).toEqual({ entries: ['Ada', 'Grace'] });
  });

  it('keeps the first column when its numbers are entries, not row numbers', () => {
    expect(parseImport('7,Ada\n3,Grace\n', 'csv')).toEqual({ entries: ['7', '3'] });
    expect(parseImport('1\n2\n3\n', 'csv')).toEqual({ entries: ['1', '2', '3'] });
  });
});
