import type { FlipResult } from '@/lib/coin/coin';
import { toCsv } from '@/lib/csv';

const FLIP_CSV_HEADER = ['Timestamp', 'Result'] as const;

/** One row per flip, newest first as shown: the ISO time and the side label it landed on. */
export function flipResultsCsv(results: readonly FlipResult[]): string {
  return toCsv(
    FLIP_CSV_HEADER,
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
