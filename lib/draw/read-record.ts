import { DRAW_ALGORITHM, type DrawWinner } from '@/lib/draw/algorithm';
import { isHex64 } from '@/lib/draw/bytes';
import type { DrawRecord, DrawUnderWay } from '@/lib/draw/record';

export type ReadResult = { ok: true; record: DrawRecord } | { ok: false; reason: string };

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
// With the u flag only an unpaired surrogate matches: text that no UTF-8 encoder can write faithfully.
const LONE_SURROGATE = /\p{Cs}/u;
const LINE_BREAK = /[\r\n]/;

class Invalid extends Error {}

function fail(reason: string): never {
  throw new Invalid(reason);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, name: string): string {
  if (typeof value !== 'string') fail(`${name} is missing or is not text.`);
  if (LONE_SURROGATE.test(value)) fail(`${name} contains a broken character (an unpaired UTF-16 surrogate).`);
  return value;
}

function hex64(value: unknown, name: string): string {
  const hex = text(value, name);
  if (!isHex64(hex)) fail(`${name} must be 64 lower-case hexadecimal digits.`);
  return hex;
}

function dateTime(value: unknown, name: string): string {
  const date = text(value, name);
  if (!ISO_DATE_TIME.test(date) || Number.isNaN(Date.parse(date))) fail(`${name} is not an ISO 8601 date and time.`);
  return date;
}

function entries(value: unknown): string[] {
  if (!Array.isArray(value)) fail('"entries" is missing or is not a list.');
  // An empty list and a list of one empty entry would have the same commitment; a draw needs an entry anyway.
  if (value.length === 0) fail('"entries" is empty: a draw needs at least one entry.');
  return value.map((entry, i) => {
    const entryText = text(entry, `Entry ${i + 1}`);
    // The commitment joins entries with line breaks; one inside an entry would make two lists hash alike.
    if (LINE_BREAK.test(entryText)) fail(`Entry ${i + 1} contains a line break, which a draw's entries never do.`);
    return entryText;
  });
}

function winners(value: unknown): DrawWinner[] {
  if (!Array.isArray(value)) fail('"winners" is missing or is not a list.');
  return value.map((winner, i) => {
    const name = `Winner ${i + 1}`;
    if (!isObject(winner)) fail(`${name} is not an object with a position and a text.`);
    const { position } = winner;
    if (typeof position !== 'number' || !Number.isSafeInteger(position) || position < 0) {
      fail(`${name}'s position is not a whole number of 0 or more.`);
    }
    return { position, text: text(winner.text, `${name}'s text`) };
  });
}

function underWay(value: Record<string, unknown>): DrawUnderWay {
  return {
    algorithm: DRAW_ALGORITHM,
    title: text(value.title, '"title"'),
    entries: entries(value.entries),
    commitment: hex64(value.commitment, '"commitment"'),
    serverSeed: hex64(value.serverSeed, '"serverSeed"'),
    publicSeed: text(value.publicSeed, '"publicSeed"'),
    winners: winners(value.winners),
    committedAt: dateTime(value.committedAt, '"committedAt"'),
  };
}

function reasonOf(error: unknown): string {
  if (error instanceof Invalid) return error.message;
  throw error;
}

/**
 * Checks the shape of a parsed record: the algorithm first (a record of
 * another algorithm may have other fields), then every field's type. Whether
 * the values add up is for the commitment and winners checks.
 */
export function readRecord(value: unknown): ReadResult {
  if (!isObject(value)) return { ok: false, reason: 'The record is not a JSON object.' };
  const { algorithm } = value;
  if (algorithm === undefined) return { ok: false, reason: 'The record does not name its algorithm.' };
  if (algorithm !== DRAW_ALGORITHM) {
    const named = typeof algorithm === 'string' ? `"${algorithm.slice(0, 60)}"` : 'a value that is not text';
    return { ok: false, reason: `The record names the algorithm ${named}; this page checks ${DRAW_ALGORITHM} only.` };
  }
  try {
    return { ok: true, record: { ...underWay(value), finishedAt: dateTime(value.finishedAt, '"finishedAt"') } };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}

/**
 * A stored draw under way, or null when the stored value is not one (for a
 * persisted store's merge). Only the shape is checked: the commitment and the
 * winners are the draw's own, recomputed by verifyRecord once it is finished.
 */
export function readDrawUnderWay(value: unknown): DrawUnderWay | null {
  if (!isObject(value) || value.algorithm !== DRAW_ALGORITHM) return null;
  try {
    const draw = underWay(value);
    const positions = draw.winners.map((w) => w.position);
    const valid = positions.every((p) => p < draw.entries.length) && new Set(positions).size === positions.length;
    return valid ? draw : null;
  } catch (error) {
    reasonOf(error);
    return null;
  }
}
