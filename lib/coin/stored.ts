import { DEFAULT_THEME, type CoinSide, type CoinTheme, type FlipResult } from '@/lib/coin/coin';
import type { Decoded } from '@/lib/persist/persisted-field';
import { isRecord, storedDate, storedHexColor } from '@/lib/persist/stored-values';

/**
 * Validation of what localStorage holds for the coin. Stored text may be
 * anything (an old format, another site's data, a hand edit), so every
 * function here accepts any input, never throws, and reports what it dropped.
 */

function parseSide(value: unknown): CoinSide | null {
  if (!isRecord(value)) return null;
  const { id, label } = value;
  const color = storedHexColor(value.color);
  if ((id !== 'heads' && id !== 'tails') || typeof label !== 'string' || color === null) return null;
  return { id, label, color };
}

function parseResult(value: unknown): FlipResult | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === 'number' && Number.isFinite(value.id) ? String(value.id) : value.id;
  const side = parseSide(value.side);
  const timestamp = storedDate(value.timestamp);
  if (typeof id !== 'string' || side === null || timestamp === null) return null;
  return { id, side, timestamp };
}

/** A stored history: a JSON list of results with ISO timestamps, restored as Dates. Bad items are dropped. */
export function parseStoredResults(value: unknown): Decoded<FlipResult[]> {
  if (!Array.isArray(value)) return { value: null, problems: ['Stored coin flip results are not a list; starting empty.'] };
  const results = value.map(parseResult).filter((result): result is FlipResult => result !== null);
  const dropped = value.length - results.length;
  return { value: results, problems: dropped > 0 ? [`Ignored ${dropped} malformed stored coin flip result(s).`] : [] };
}

const COLOR_KEYS = ['headsColor', 'tailsColor', 'edgeColor'] as const;

/**
 * A stored theme; each field that is missing or malformed falls back to its
 * default. Colours must be #rrggbb (they go into styles). Fields older versions
 * kept (`shadowColor`) are ignored.
 */
export function parseStoredTheme(value: unknown): Decoded<CoinTheme> {
  if (!isRecord(value)) return { value: null, problems: ['Stored coin theme is not an object; using the default theme.'] };
  const theme: CoinTheme = { ...DEFAULT_THEME };
  const bad: string[] = [];
  for (const key of COLOR_KEYS) {
    const color = storedHexColor(value[key]);
    if (color) theme[key] = color;
    else if (value[key] !== undefined) bad.push(key);
  }
  if (typeof value.soundEnabled === 'boolean') theme.soundEnabled = value.soundEnabled;
  else if (value.soundEnabled !== undefined) bad.push('soundEnabled');
  return { value: theme, problems: bad.length > 0 ? [`Ignored malformed stored coin theme field(s): ${bad.join(', ')}.`] : [] };
}

const newestFirst = (a: FlipResult, b: FlipResult) => b.timestamp.getTime() - a.timestamp.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * Two tabs' histories as one: every flip of either, once by id, newest first.
 * An empty list from the other tab is its "Clear history" and wins.
 */
export function mergeHistories(mine: readonly FlipResult[], theirs: readonly FlipResult[]): FlipResult[] {
  if (theirs.length === 0) return [];
  const byId = new Map<string, FlipResult>();
  [...mine, ...theirs].forEach((result) => byId.set(result.id, result));
  return [...byId.values()].sort(newestFirst);
}
