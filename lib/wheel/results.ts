import { toCsv } from '@/lib/csv';
import { storedHexColor } from '@/lib/persist/stored-values';

/** Marks a result drawn by a checkable draw: its commitment, and its verification address once it is finished. */
export interface ResultDraw {
  commitment: string;
  /** A site path, `/verify#r=...`. */
  verifyPath?: string;
}

export interface WheelResult {
  id: string;
  entry: { id: string; text: string; color: string };
  timestamp: Date;
  draw?: ResultDraw;
}

export const RESULTS_CSV_NAME = 'wheel_results.csv';
const SHARE_LIMIT = 5;

/** "Just now", "Nm ago", "Nh ago", "Nd ago". */
export function relativeAge(timestamp: Date, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - timestamp.getTime()) / 1000);
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** The text shared or copied: the first five results, then "...and N more". */
export function shareText(results: readonly WheelResult[]): string {
  const lines = results.slice(0, SHARE_LIMIT).map((r, i) => `${i + 1}. ${r.entry.text}`);
  const more = results.length - SHARE_LIMIT;
  return ['Wheel spin results:', ...lines, ...(more > 0 ? [`...and ${more} more`] : [])].join('\n');
}

export function resultsCsv(results: readonly WheelResult[]): string {
  return toCsv(
    ['Position', 'Winner', 'Timestamp'],
    results.map((r, i) => [i + 1, r.entry.text, r.timestamp.toISOString()]),
  );
}

const HEX_64 = /^[0-9a-f]{64}$/;
const VERIFY_PATH_PREFIX = '/verify#r=';

/** A stored draw mark, or undefined when there is none or it is malformed (the result itself is kept). */
function parseResultDraw(value: unknown): ResultDraw | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { commitment, verifyPath } = value as Record<string, unknown>;
  if (typeof commitment !== 'string' || !HEX_64.test(commitment)) return undefined;
  const path = typeof verifyPath === 'string' && verifyPath.startsWith(VERIFY_PATH_PREFIX) ? verifyPath : undefined;
  return path ? { commitment, verifyPath: path } : { commitment };
}

/** Results read back from session storage: malformed items are dropped, timestamps become dates. */
export function parseStoredResults(value: unknown): WheelResult[] | null {
  if (!Array.isArray(value)) return null;
  const results: WheelResult[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const r = item as Record<string, unknown>;
    const entry = r.entry as Record<string, unknown> | null | undefined;
    const timestamp = new Date(typeof r.timestamp === 'string' || typeof r.timestamp === 'number' ? r.timestamp : NaN);
    if (typeof r.id !== 'string' || typeof entry !== 'object' || entry === null || typeof entry.text !== 'string') continue;
    if (Number.isNaN(timestamp.getTime())) continue;
    const draw = parseResultDraw(r.draw);
    results.push({
      id: r.id,
      entry: { id: String(entry.id ?? ''), text: entry.text, color: storedHexColor(entry.color) ?? '#CCCCCC' },
      timestamp,
      ...(draw ? { draw } : {}),
    });
  }
  return results;
}
