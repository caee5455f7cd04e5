import { detectDelimiter, readCsv } from '@/lib/csv-read';
import { cleanEntryText, entryLines } from '@/lib/wheel/entries/entry-lines';

export type ImportKind = 'txt' | 'csv';

/** What a file gives: its entry texts and, apart, a first row that reads as a column heading. */
export interface ImportedList {
  entries: string[];
  header?: string;
}

/** Far above 10,000 names (about 200 kB); a bigger file is almost surely the wrong one. */
export const MAX_IMPORT_BYTES = 5_000_000;

/** By extension first (phones often send no type, or a wrong one), then by type. */
export function importKindFor(fileName: string, mimeType = ''): ImportKind | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.txt')) return 'txt';
  if (mimeType === 'text/csv') return 'csv';
  if (mimeType === 'text/plain') return 'txt';
  return null;
}

/** Bytes looked at to tell UTF-16 without a byte order mark. */
const SNIFF_BYTES = 4096;

/**
 * UTF-16 written without a byte order mark, told by its zero bytes: text in
 * a Latin script (and every line break) has a zero in each pair's high byte,
 * the second of the pair in little-endian order, the first in big-endian.
 * UTF-8 and Windows-1252 text has no zero bytes at all.
 */
function utf16WithoutMark(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const end = Math.min(bytes.length, SNIFF_BYTES) & ~1;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < end; i += 2) {
    if (bytes[i] === 0) evenZeros += 1;
    if (bytes[i + 1] === 0) oddZeros += 1;
  }
  if (oddZeros > 0 && oddZeros >= evenZeros * 4) return 'utf-16le';
  if (evenZeros > 0 && evenZeros >= oddZeros * 4) return 'utf-16be';
  return null;
}

/**
 * A file's bytes as text: UTF-16 when it opens with a UTF-16 byte order mark
 * (a spreadsheet's "Unicode text") or has the zero bytes of UTF-16 without
 * one, UTF-8 when the bytes are valid UTF-8, and otherwise Windows-1252, the
 * encoding older spreadsheets save CSV in. A UTF-8 byte order mark is dropped.
 */
export function decodeImportBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  const utf16 = utf16WithoutMark(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

// Windows-1252 differs from Latin-1 only in 0x80 to 0x9F; Node's TextDecoder reads those as Latin-1.
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/** Control characters that no list of names holds: C0 and C1 controls but tab, line feed, vertical tab, form feed and carriage return, and DEL. */
const STRAY_CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;
/** Above this share of stray control characters a file is not text, even without a NUL. */
const MAX_CONTROL_SHARE = 0.1;

/**
 * Whether decoded text is really a binary file (a program, a picture, an
 * archive renamed .txt or .csv): it holds a NUL, which no text file in any of
 * the encodings read here does, or stray control characters make up more than
 * a tenth of it. Such a file is refused rather than read as entries.
 */
export function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  const controls = text.match(STRAY_CONTROL)?.length ?? 0;
  return controls > text.length * MAX_CONTROL_SHARE;
}

const HEADER_WORDS = new Set([
  'name', 'names', 'full name', 'first name', 'entry', 'entries', 'participant', 'participants',
  'email', 'emails', 'e-mail', 'email address', 'username', 'usernames', 'user name', 'user', 'handle',
  'option', 'options', 'item', 'items', 'choice', 'choices', 'player', 'players', 'student', 'students',
  'contestant', 'contestants', 'team', 'teams', 'nickname',
]);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HANDLE = /^@\S+$/;
const NUMBER = /^[+-]?\d[\d.,\s]*$/;
const KINDS = [EMAIL, HANDLE, NUMBER];

/**
 * A first cell reads as a heading when it is a usual column name ("Name",
 * "Email:", "Participants") or when every other cell is an e-mail address,
 * an @handle or a number and it is not.
 */
export function looksLikeHeader(first: string, rest: readonly string[]): boolean {
  const word = first.toLowerCase().replace(/[\s:#*]+$/, '').replace(/\s+/g, ' ');
  if (HEADER_WORDS.has(word)) return true;
  if (rest.length < 2) return false;
  return KINDS.some((kind) => !kind.test(first) && rest.every((cell) => kind.test(cell)));
}

function withHeader(texts: string[], firstIsCandidate: boolean): ImportedList {
  const [first, ...rest] = texts;
  if (firstIsCandidate && first !== undefined && looksLikeHeader(first, rest)) return { entries: rest, header: first };
  return { entries: texts };
}

/**
 * Which column holds the entries: the first, unless it only numbers the rows
 * (1, 2, 3… under an optional heading) and a second column follows, as in the
 * wheel's own results export (Position, Winner, …): then the second.
 */
function entryColumn(rows: readonly (readonly string[])[]): { at: number; headed: boolean } {
  const headed = rows[0]?.[0]?.trim() !== '1';
  const numbered = rows.slice(headed ? 1 : 0);
  const byNumber = numbered.length > 0 && numbered.every((row, i) => row.length >= 2 && row[0]?.trim() === String(i + 1));
  return byNumber ? { at: 1, headed } : { at: 0, headed: false };
}

/**
 * The entries a file holds. A .txt file: one per line. A .csv file: the first
 * column (comma, semicolon or tab separated; see entryColumn for a numbered
 * list), each cell cleaned as a pasted line is, blank cells dropped; when the
 * first row's cell reads as a heading it comes back as `header` for the caller
 * to skip or keep.
 */
export function parseImport(text: string, kind: ImportKind): ImportedList {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (kind === 'txt') return { entries: entryLines(body) };
  const rows = readCsv(body, detectDelimiter(body));
  const { at, headed } = entryColumn(rows);
  const column = rows.map((row) => cleanEntryText(row[at] ?? ''));
  // Above numbered rows, the first row is their heading ("Winner", "Gewinner").
  if (headed && column[0]) return { entries: column.slice(1).filter(Boolean), header: column[0] };
  const firstIsCandidate = column[0] !== undefined && column[0] !== '';
  return withHeader(column.filter(Boolean), firstIsCandidate);
}
