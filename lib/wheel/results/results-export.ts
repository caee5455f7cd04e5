import { csvSeparator, csvTime, toCsv, type CsvReader } from '@/lib/csv';
import type { DrawPlace, WheelResult } from '@/lib/wheel/results/results';

const SHARE_LIMIT = 5;

/** How long ago a result was drawn, in the largest whole unit: under a minute is `now`. */
export type ResultAge = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; count: number };

export function resultAge(timestamp: Date, now: Date): ResultAge {
  const seconds = Math.max(0, (now.getTime() - timestamp.getTime()) / 1000);
  if (seconds < 60) return { unit: 'now' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}

/** The words of the shared text, in the page's language. */
export interface ShareWords {
  /** The first line: "Wheel spin results:". */
  heading: string;
  /** The last line when there are more results than the text lists: "...and 2 more". */
  more: (count: number) => string;
}

/** The text shared or copied: a heading, the first five results numbered, then a line counting the rest. */
export function shareText(results: readonly WheelResult[], words: ShareWords): string {
  const lines = results.slice(0, SHARE_LIMIT).map((r, i) => `${i + 1}. ${r.entry.text}`);
  const more = results.length - SHARE_LIMIT;
  return [words.heading, ...lines, ...(more > 0 ? [words.more(more)] : [])].join('\n');
}

/** The words of the CSV export, in the page's language. */
export interface CsvWords {
  position: string;
  winner: string;
  timestamp: string;
  /** The fourth column, present when some spin drew several winners. */
  draw: string;
  /** A spin that drew one winner: "Spin 3". */
  spin: (spin: number) => string;
  /** One winner of a spin that drew several: "Spin 2: winner 1 of 3". */
  spinWinner: (spin: number, round: DrawPlace) => string;
}

/**
 * Position, Winner, Timestamp; when some spin drew several winners, a fourth
 * column names each result's draw ("Spin 2: winner 1 of 3"), so the rows of
 * one draw read as one draw in a spreadsheet.
 */
export function resultsCsv(results: readonly WheelResult[], words: CsvWords, reader: CsvReader = { lang: 'en' }): string {
  const grouped = results.some((r) => r.round);
  const separator = csvSeparator(reader.lang);
  if (!grouped) {
    return toCsv(
      [words.position, words.winner, words.timestamp],
      results.map((r, i) => [i + 1, r.entry.text, csvTime(r.timestamp, reader)]),
      separator,
    );
  }
  const spinNumbers = spinNumbering(results);
  return toCsv(
    [words.position, words.winner, words.timestamp, words.draw],
    results.map((r, i) => {
      const spin = spinNumbers[i] ?? 0;
      return [i + 1, r.entry.text, csvTime(r.timestamp, reader), r.round ? words.spinWinner(spin, r.round) : words.spin(spin)];
    }),
    separator,
  );
}

/** Each result's spin number, oldest spin 1; the winners of one draw share theirs. */
function spinNumbering(results: readonly WheelResult[]): number[] {
  const numbers = new Array<number>(results.length);
  let spin = 0;
  let lastDraw: string | null = null;
  for (let i = results.length - 1; i >= 0; i -= 1) {
    const drawId = results[i]?.round?.id ?? null;
    if (drawId === null || drawId !== lastDraw) spin += 1;
    lastDraw = drawId;
    numbers[i] = spin;
  }
  return numbers;
}
