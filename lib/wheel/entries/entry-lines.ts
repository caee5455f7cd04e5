import { paletteColor } from '@/lib/wheel/entries/entries';
import type { WheelEntry } from '@/lib/wheel/entries/entries';

/** Windows (CRLF), old Mac (CR) and Unix (LF) line ends all end a line. */
const LINE_BREAK = /\r\n|\r|\n/;
/** Tabs and line breaks left inside one entry (a spreadsheet row, a quoted CSV cell). */
const INNER_BREAKS = /[\t\r\n]+/g;

/**
 * One entry's text as the list keeps it: every run of tabs or line breaks
 * becomes one space, so a spreadsheet row pasted as "Ada<TAB>Lovelace" reads
 * "Ada Lovelace" rather than splitting or hiding a tab, then the ends are
 * trimmed (any Unicode white space, as a typed entry is).
 */
export function cleanEntryText(text: string): string {
  return text.replace(INNER_BREAKS, ' ').trim();
}

/**
 * Pasted or typed text as entry texts: one per line, cleaned, blank lines
 * dropped. There is no cap on the count: the list and the wheel are built for
 * 10,000 entries and more.
 */
export function entryLines(text: string): string[] {
  const texts: string[] = [];
  for (const line of text.split(LINE_BREAK)) {
    const clean = cleanEntryText(line);
    if (clean) texts.push(clean);
  }
  return texts;
}

/** The text's lines as they are (any line end), for adding, which cleans each and skips blank ones. */
export function splitLines(text: string): string[] {
  return text.split(LINE_BREAK);
}

/** Whether entryLines would make two entries or more of the text (a paste of several lines), read no further than the second. */
export function hasTwoEntries(text: string): boolean {
  return countEntryLines(text, 2) === 2;
}

/** What String.prototype.trim removes: white space and line ends (ECMAScript's WhiteSpace and LineTerminator). */
function isTrimmedSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * How many lines the text has (any line end, CR LF as one) and how many
 * entries entryLines would make of it (its lines with anything but white
 * space in them), counted in one pass over its characters without making a
 * string: 100,000 pasted lines are counted in a few milliseconds. Counting
 * stops once `upTo` entries are found.
 */
export function countLinesAndEntries(text: string, upTo = Infinity): { lines: number; entries: number } {
  let lines = 1;
  let entries = 0;
  let filled = false;
  for (let i = 0; i < text.length && entries < upTo; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 10 || code === 13) {
      if (code === 10 || text.charCodeAt(i + 1) !== 10) lines += 1;
      if (filled) entries += 1;
      filled = false;
    } else if (!filled && !isTrimmedSpace(code)) {
      filled = true;
    }
  }
  return { lines, entries: filled && entries < upTo ? entries + 1 : entries };
}

/** How many entries entryLines would make of the text, counted no further than `upTo` (see countLinesAndEntries). */
export function countEntryLines(text: string, upTo = Infinity): number {
  return countLinesAndEntries(text, upTo).entries;
}

/** Nothing in the text for cleanEntryText to change: no tab or line break, nothing (not even a Unicode space) at either end. */
const CLEAN = /^(?:[^\s]|[^\s][^\t\r\n]*[^\s])$/;

/** Adds texts to the end of a list, a run at a time; `list` is the list so far. */
function entryAppender(entries: readonly WheelEntry[], nowMs: number) {
  // Only ids of this add's own form can clash: the list's other ids are not gathered (100,000 of them on a long list).
  const prefix = `${nowMs}-`;
  const taken = new Set<string>();
  for (const entry of entries) if (entry.id.startsWith(prefix)) taken.add(entry.id);
  const list = entries.slice();
  let suffix = 0;
  const add = (texts: readonly string[], from: number, to: number) => {
    for (let i = from; i < to; i += 1) {
      const raw = texts[i]!;
      // Texts from entryLines are clean already: they are not cleaned a second time.
      const text = CLEAN.test(raw) ? raw : cleanEntryText(raw);
      if (!text) continue;
      let id = prefix + suffix;
      if (taken.size > 0) {
        while (taken.has(id)) {
          suffix += 1;
          id = prefix + suffix;
        }
        taken.add(id);
      }
      suffix += 1;
      list.push({ id, text, color: paletteColor(list.length), visible: true });
    }
  };
  return { list, add };
}

/**
 * The list with the texts added at its end, in order: each cleaned (blanks
 * skipped), visible, coloured by its place in the list as a typed entry would
 * be, with an id from the time of adding that no entry in the list has.
 */
export function appendEntryTexts(entries: readonly WheelEntry[], texts: readonly string[], nowMs: number): WheelEntry[] {
  const { list, add } = entryAppender(entries, nowMs);
  add(texts, 0, texts.length);
  return list;
}

/**
 * The list appendEntryTexts makes, made `chunk` texts at a time with a turn
 * for the page (`yieldToPage`) between, so 100,000 lines do not hold up the
 * page in one long task. The given list is left as it was.
 */
export async function appendEntryTextsInChunks(
  entries: readonly WheelEntry[],
  texts: readonly string[],
  nowMs: number,
  yieldToPage: () => Promise<void>,
  chunk = 10_000,
): Promise<WheelEntry[]> {
  const { list, add } = entryAppender(entries, nowMs);
  for (let from = 0; from < texts.length; from += chunk) {
    if (from > 0) await yieldToPage();
    add(texts, from, Math.min(texts.length, from + chunk));
  }
  return list;
}
