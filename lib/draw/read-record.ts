import { formatCount } from '@/lib/format-count';
import { DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2, type DrawWinner } from '@/lib/draw/algorithm';
import { isHex64 } from '@/lib/draw/bytes';
import { MAX_DRAW_ENTRIES } from '@/lib/draw/limits';
import type { Announcement, DrawRecord, DrawRecordV1, DrawUnderWay, DrawUnderWayV1, SealedDraw } from '@/lib/draw/record';
import { entryProblem, isCanonicalPublicSeed, MAX_PUBLIC_SEED_CODE_POINTS, titleProblem } from '@/lib/draw/texts';


/** What a record or announcement reads as: its shape is right, or the reason it is not. */
export type ReadDocument =
  | { ok: true; kind: 'record'; record: DrawRecord }
  | { ok: true; kind: 'announcement'; announcement: Announcement }
  | { ok: false; reason: string; tooLarge?: boolean };

// Version 1 accepted any ISO 8601 time; version 2 takes exactly what toISOString writes.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const EXACT_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
// With the u flag only an unpaired surrogate matches: text that no UTF-8 encoder can write faithfully.
const LONE_SURROGATE = /\p{Cs}/u;
const LINE_BREAK = /[\r\n]/;

const V2_RECORD_FIELDS = ['algorithm', 'title', 'entries', 'winnersCount', 'committedAt', 'commitment', 'serverSeed', 'publicSeed', 'winners'];
const V2_ANNOUNCEMENT_FIELDS = ['algorithm', 'title', 'entries', 'winnersCount', 'committedAt', 'commitment'];

class Invalid extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

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

function exactTime(value: unknown, name: string): string {
  const date = text(value, name);
  const parsed = Date.parse(date);
  if (!EXACT_UTC.test(date) || Number.isNaN(parsed) || new Date(parsed).toISOString() !== date) {
    fail(`${name} must be a UTC time written exactly as YYYY-MM-DDTHH:MM:SS.sssZ.`);
  }
  return date;
}

function list(value: unknown): unknown[] {
  if (!Array.isArray(value)) fail('"entries" is missing or is not a list.');
  // An empty list and a list of one empty entry would have the same commitment; a draw needs an entry anyway.
  if (value.length === 0) fail('"entries" is empty: a draw needs at least one entry.');
  if (value.length > MAX_DRAW_ENTRIES) throw new Invalid(`The draw is too large: it has over ${formatCount(MAX_DRAW_ENTRIES)} entries.`, true);
  return value;
}

function entriesV1(value: unknown): string[] {
  return list(value).map((entry, i) => {
    const entryText = text(entry, `Entry ${i + 1}`);
    // The commitment joins entries with line breaks; one inside an entry would make two lists hash alike.
    if (LINE_BREAK.test(entryText)) fail(`Entry ${i + 1} contains a line break, which a draw's entries never do.`);
    return entryText;
  });
}

function entriesV2(value: unknown): string[] {
  return list(value).map((entry, i) => {
    const entryText = text(entry, `Entry ${i + 1}`);
    const why = entryProblem(entryText);
    if (why) fail(`Entry ${i + 1} breaks the draw's text rules: ${why}.`);
    return entryText;
  });
}

function winners(value: unknown, entryCount: number): DrawWinner[] {
  if (!Array.isArray(value)) fail('"winners" is missing or is not a list.');
  if (value.length > entryCount) fail(`The record lists ${value.length} winners, but a draw from ${entryCount} entries has at most ${entryCount}.`);
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

function underWayV1(value: Record<string, unknown>): DrawUnderWayV1 {
  const entries = entriesV1(value.entries);
  return {
    algorithm: DRAW_ALGORITHM_V1,
    title: text(value.title, '"title"'),
    entries,
    commitment: hex64(value.commitment, '"commitment"'),
    serverSeed: hex64(value.serverSeed, '"serverSeed"'),
    publicSeed: text(value.publicSeed, '"publicSeed"'),
    winners: winners(value.winners, entries.length),
    committedAt: dateTime(value.committedAt, '"committedAt"'),
  };
}

function onlyFields(value: Record<string, unknown>, allowed: readonly string[]) {
  const extra = Object.keys(value).find((key) => !allowed.includes(key));
  if (extra !== undefined) fail(`The record has a field "${extra.slice(0, 40)}" that version 2 does not have.`);
}

function announcementV2(value: Record<string, unknown>): Announcement {
  const entries = entriesV2(value.entries);
  const title = text(value.title, '"title"');
  const titleWhy = titleProblem(title);
  if (titleWhy) fail(`The title breaks the draw's text rules: ${titleWhy}.`);
  const { winnersCount } = value;
  if (typeof winnersCount !== 'number' || !Number.isSafeInteger(winnersCount) || winnersCount < 1 || winnersCount > entries.length) {
    fail(`"winnersCount" must be a whole number from 1 to the number of entries (${entries.length}).`);
  }
  return {
    algorithm: DRAW_ALGORITHM_V2,
    title,
    entries,
    winnersCount,
    committedAt: exactTime(value.committedAt, '"committedAt"'),
    commitment: hex64(value.commitment, '"commitment"'),
  };
}

function sealedV2(value: Record<string, unknown>): SealedDraw {
  const announced = announcementV2(value);
  const publicSeed = text(value.publicSeed, '"publicSeed"');
  if (!isCanonicalPublicSeed(publicSeed)) {
    fail(`"publicSeed" is not in its canonical form (no invisible characters, single spaces, at most ${MAX_PUBLIC_SEED_CODE_POINTS} characters), so it is not what a draw uses.`);
  }
  const drawn = winners(value.winners, announced.entries.length);
  if (drawn.length > announced.winnersCount) fail(`The record lists ${drawn.length} winners, but the draw was sealed for ${announced.winnersCount}.`);
  return { ...announced, serverSeed: hex64(value.serverSeed, '"serverSeed"'), publicSeed, winners: drawn };
}

function closedV2(value: Record<string, unknown>): DrawRecord {
  const finished = 'finishedAt' in value;
  const cancelled = 'cancelledAt' in value;
  if (finished === cancelled) fail('A version 2 record has exactly one of "finishedAt" and "cancelledAt".');
  onlyFields(value, [...V2_RECORD_FIELDS, finished ? 'finishedAt' : 'cancelledAt']);
  const draw = sealedV2(value);
  const name = finished ? 'finishedAt' : 'cancelledAt';
  const closed = exactTime(value[name], `"${name}"`);
  if (closed < draw.committedAt) fail(`"${name}" is before "committedAt": a draw cannot end before it was committed.`);
  return finished ? { ...draw, finishedAt: closed } : { ...draw, cancelledAt: closed };
}

function reasonOf(error: unknown): string {
  if (error instanceof Invalid) return error.message;
  throw error;
}

function algorithmProblem(value: Record<string, unknown>): string | null {
  const { algorithm } = value;
  if (algorithm === undefined) return 'The record does not name its algorithm.';
  if (algorithm === DRAW_ALGORITHM_V1 || algorithm === DRAW_ALGORITHM_V2) return null;
  const named = typeof algorithm === 'string' ? `"${algorithm.slice(0, 60)}"` : 'a value that is not text';
  return `The record names the algorithm ${named}; this page checks ${DRAW_ALGORITHM_V2} and ${DRAW_ALGORITHM_V1}.`;
}

/**
 * Checks the shape of a parsed record or announcement: the algorithm first (a
 * record of another algorithm may have other fields), then every field and
 * its form. Whether the values add up is for the commitment and winners checks.
 */
export function readDrawDocument(value: unknown): ReadDocument {
  if (!isObject(value)) return { ok: false, reason: 'The record is not a JSON object.' };
  const problem = algorithmProblem(value);
  if (problem) return { ok: false, reason: problem };
  try {
    if (value.algorithm === DRAW_ALGORITHM_V1) {
      const record: DrawRecordV1 = { ...underWayV1(value), finishedAt: dateTime(value.finishedAt, '"finishedAt"') };
      return { ok: true, kind: 'record', record };
    }
    // An announcement is the record's first six fields: no seed, no winners.
    if (!('serverSeed' in value) && !('winners' in value)) {
      onlyFields(value, V2_ANNOUNCEMENT_FIELDS);
      return { ok: true, kind: 'announcement', announcement: announcementV2(value) };
    }
    return { ok: true, kind: 'record', record: closedV2(value) };
  } catch (error) {
    return { ok: false, reason: reasonOf(error), tooLarge: error instanceof Invalid && error.tooLarge };
  }
}

/** A stored record (a past draw), or null when the stored value is not one. */
export function readStoredRecord(value: unknown): DrawRecord | null {
  const read = readDrawDocument(value);
  return read.ok && read.kind === 'record' ? read.record : null;
}

/**
 * A stored draw under way, or null when the stored value is not one (for a
 * persisted store's merge). Only the shape is checked: the commitment and the
 * winners are the draw's own, recomputed by /verify once it is finished.
 */
export function readDrawUnderWay(value: unknown): DrawUnderWay | null {
  if (!isObject(value)) return null;
  try {
    const draw = value.algorithm === DRAW_ALGORITHM_V1 ? underWayV1(value) : value.algorithm === DRAW_ALGORITHM_V2 ? sealedV2(value) : null;
    if (!draw) return null;
    const positions = draw.winners.map((w) => w.position);
    const valid = positions.every((p) => p < draw.entries.length) && new Set(positions).size === positions.length;
    return valid ? draw : null;
  } catch (error) {
    reasonOf(error);
    return null;
  }
}
