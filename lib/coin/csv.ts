import type { FlipResult } from '@/lib/coin/coin';
import { csvSeparator, csvTime, toCsv, type CsvReader } from '@/lib/csv';

/** The names of the two columns, in the page's language. */
export interface FlipCsvColumns {
  timestamp: string;
  result: string;
}

/** One row per flip, newest first as shown: its time (see csvTime) and the side label it landed on. */
export function flipResultsCsv(results: readonly FlipResult[], columns: FlipCsvColumns, reader: CsvReader = { lang: 'en' }): string {
  return toCsv(
    [columns.timestamp, columns.result],
    results.map((result) => [csvTime(result.timestamp, reader), result.side.label]),
    csvSeparator(reader.lang),
  );
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** `YYYY-MM-DD`, the visitor's own calendar day, which dates the file's name (`coin-flip-results-2026-11-23.csv`). */
export function flipResultsDay(now: Date): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
