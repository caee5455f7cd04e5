import type { FlipResult } from '@/lib/coin/coin';
import { toCsv } from '@/lib/csv';

/** The names of the two columns, in the page's language. */
export interface FlipCsvColumns {
  timestamp: string;
  result: string;
}

/** One row per flip, newest first as shown: the ISO time and the side label it landed on. */
export function flipResultsCsv(results: readonly FlipResult[], columns: FlipCsvColumns): string {
  return toCsv(
    [columns.timestamp, columns.result],
    results.map((result) => [result.timestamp.toISOString(), result.side.label]),
  );
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** `coin-flip-results-YYYY-MM-DD.csv`, dated by the visitor's own calendar day. */
export function flipResultsFileName(now: Date): string {
  const day = `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
  return `coin-flip-results-${day}.csv`;
}
