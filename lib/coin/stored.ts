import { DEFAULT_THEME, type CoinSide, type CoinTheme, type FlipResult } from '@/lib/coin/coin';
import { normalizeHex } from '@/lib/color';

/**
 * Validation of what localStorage holds for the coin. Stored text may be
 * anything (an old format, another site's data, a hand edit), so every
 * function here accepts any input, never throws, and reports what it dropped.
 */

export interface Parsed<T> {
  value: T;
  problems: string[];
}

export interface PersistedCoin {
  results: FlipResult[];
  theme: CoinTheme;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseSide(value: unknown): CoinSide | null {
  if (!isRecord(value)) return null;
  const { id, label, color } = value;
  if ((id !== 'heads' && id !== 'tails') || typeof label !== 'string' || typeof color !== 'string') return null;
  return { id, label, color };
}

function parseTimestamp(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parseResult(value: unknown): FlipResult | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === 'number' && Number.isFinite(value.id) ? String(value.id) : value.id;
  const side = parseSide(value.side);
  const timestamp = parseTimestamp(value.timestamp);
  if (typeof id !== 'string' || side === null || timestamp === null) return null;
  return { id, side, timestamp };
}

/** A stored history: a JSON list of results with ISO timestamps, restored as Dates. Bad items are dropped. */
export function parseStoredResults(value: unknown): Parsed<FlipResult[]> {
  if (!Array.isArray(value)) return { value: [], problems: ['Stored coin flip results are not a list; ignoring them.'] };
  const results = value.map(parseResult).filter((result): result is FlipResult => result !== null);
  const dropped = value.length - results.length;
  return { value: results, problems: dropped > 0 ? [`Ignored ${dropped} malformed stored coin flip result(s).`] : [] };
}

const COLOR_KEYS = ['headsColor', 'tailsColor', 'edgeColor', 'shadowColor'] as const;

/** A stored theme; each field that is missing or malformed falls back to its default. */
export function parseStoredTheme(value: unknown): Parsed<CoinTheme> {
  if (!isRecord(value)) return { value: { ...DEFAULT_THEME }, problems: ['Stored coin theme is not an object; using the default theme.'] };
  const theme: CoinTheme = { ...DEFAULT_THEME };
  const bad: string[] = [];
  for (const key of COLOR_KEYS) {
    const raw = value[key];
    const color = typeof raw === 'string' ? normalizeHex(raw) : null;
    if (color) theme[key] = color;
    else if (raw !== undefined) bad.push(key);
  }
  if (typeof value.soundEnabled === 'boolean') theme.soundEnabled = value.soundEnabled;
  else if (value.soundEnabled !== undefined) bad.push('soundEnabled');
  return { value: theme, problems: bad.length > 0 ? [`Ignored malformed stored coin theme field(s): ${bad.join(', ')}.`] : [] };
}

function parseJsonWith<T>(raw: string | null, what: string, parse: (value: unknown) => Parsed<T>, fallback: () => T): Parsed<T> {
  if (raw === null) return { value: fallback(), problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { value: fallback(), problems: [`Stored ${what} is not valid JSON; ignoring it.`] };
  }
  return parse(json);
}

/** Both stored values, as raw text (null when absent), to validated state; null when nothing is stored. */
export function readPersistedCoin(rawResults: string | null, rawTheme: string | null): Parsed<PersistedCoin> | null {
  if (rawResults === null && rawTheme === null) return null;
  const results = parseJsonWith(rawResults, 'coin flip results', parseStoredResults, () => []);
  const theme = parseJsonWith(rawTheme, 'coin theme', parseStoredTheme, () => ({ ...DEFAULT_THEME }));
  return { value: { results: results.value, theme: theme.value }, problems: [...results.problems, ...theme.problems] };
}
