/**
 * Reading CSV as RFC 4180 describes it, and leniently where files in the wild
 * stray from it: any line end (CRLF, LF or CR) ends a record, a quoted field
 * may hold delimiters, doubled quotes and line breaks, text after a closing
 * quote is kept, and a quote left open runs to the end of the file.
 */

export type CsvDelimiter = ',' | ';' | '\t';

/** Tried in this order; the first that splits the opening records into equal rows wins. */
const CANDIDATES: readonly CsvDelimiter[] = [',', ';', '\t'];
const SAMPLE_RECORDS = 20;
const QUOTE = 34;
const CR = 13;
const LF = 10;

/** The records of the text, each a list of fields. A line break at the very end starts no new record. */
export function readCsv(text: string, delimiter: CsvDelimiter = ',', maxRecords = Infinity): string[][] {
  return read(text, delimiter, maxRecords).records;
}

/**
 * The records, and how many fields strayed from RFC 4180 on the way: a quote inside unquoted text,
 * text after a closing quote, or a quote never closed. Read with the wrong delimiter, a file that a
 * spreadsheet wrote strays wherever that delimiter splits one of its quoted fields.
 */
function read(text: string, delimiter: CsvDelimiter, maxRecords: number): { records: string[][]; strays: number } {
  const records: string[][] = [];
  let strays = 0;
  const sep = delimiter.charCodeAt(0);
  const length = text.length;
  let pos = 0;
  let row: string[] = [];
  while (pos < length && records.length < maxRecords) {
    let field = '';
    const quoted = text.charCodeAt(pos) === QUOTE;
    if (quoted) {
      pos += 1;
      for (;;) {
        const close = text.indexOf('"', pos);
        if (close === -1) {
          field += text.slice(pos);
          pos = length;
          strays += 1;
          break;
        }
        field += text.slice(pos, close);
        pos = close + 1;
        if (text.charCodeAt(pos) !== QUOTE) break;
        field += '"';
        pos += 1;
      }
    }
    // Unquoted text, or stray text after a closing quote, runs to the next delimiter or line end.
    const start = pos;
    while (pos < length) {
      const code = text.charCodeAt(pos);
      if (code === sep || code === CR || code === LF) break;
      pos += 1;
    }
    const unquoted = text.slice(start, pos);
    if ((quoted && unquoted !== '') || unquoted.includes('"')) strays += 1;
    field += unquoted;
    row.push(field);

    const code = text.charCodeAt(pos);
    if (code === sep) {
      pos += 1;
      // A delimiter at the very end still opens one last, empty field.
      if (pos === length) row.push('');
      continue;
    }
    if (code === CR) pos += text.charCodeAt(pos + 1) === LF ? 2 : 1;
    else if (code === LF) pos += 1;
    records.push(row);
    row = [];
  }
  if (row.length > 0 && records.length < maxRecords) records.push(row);
  return { records, strays };
}

/**
 * Comma, semicolon (spreadsheets in locales with a decimal comma) or tab:
 * the first that splits the first record and gives the opening records all
 * the same number of fields with every quote where RFC 4180 puts it (a
 * semicolon file's `Ada;"1,5"` splits evenly at its comma too, into `Ada;"1`
 * and `5"`); failing that, the first that splits them evenly; failing that,
 * the first that splits the first record at all; failing that (one column),
 * a comma.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const readings = CANDIDATES.map((delimiter) => {
    const { records, strays } = read(text, delimiter, SAMPLE_RECORDS);
    const width = records[0]?.length ?? 0;
    return { delimiter, strays, splits: width > 1, even: records.every((r) => r.length === width) };
  }).filter((reading) => reading.splits);
  const best = readings.find((r) => r.even && r.strays === 0) ?? readings.find((r) => r.even) ?? readings[0];
  return best?.delimiter ?? ',';
}
