/**
 * From this many lines a text pasted into "Add many" is kept aside rather than
 * put in the box: the browser lays out every line of a text area, which for
 * 100,000 lines holds the page for seconds (and closing the dialog around them
 * as long again), while 2,000 lines lay out in a few tens of milliseconds on
 * a slowed phone.
 */
export const HOLD_FROM_LINES = 2_000;

/** How many lines the text has (any line end; an empty text is one empty line), counted no further than `upTo`. */
export function countLines(text: string, upTo = Infinity): number {
  let count = 1;
  for (let i = 0; i < text.length && count < upTo; i += 1) {
    const code = text.charCodeAt(i);
    // CR LF is one line end, a lone CR (old Mac) or LF another.
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) count += 1;
  }
  return count;
}

/** Whether the text has at least `lines` lines, counted no further than that. */
export function hasLines(text: string, lines: number): boolean {
  return countLines(text, lines) >= lines;
}

/** The text a paste makes of the box: `pasted` in place of the selection from `start` to `end`. */
export function pastedInto(value: string, pasted: string, start: number, end: number): string {
  // Into an empty box the paste is the text itself, not a joined copy the counting would first flatten.
  if (start === 0 && end === value.length) return pasted;
  return value.slice(0, start) + pasted + value.slice(end);
}
