import { DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2, DRAW_ALGORITHM_V3, type DrawWinner } from '@/lib/draw/algorithm';
import { isRoundNumber, isSignatureHex, QUICKNET } from '@/lib/draw/beacon';
import { isHex64 } from '@/lib/draw/bytes';
import { MAX_DRAW_ENTRIES } from '@/lib/draw/limits';
import type { Announcement, DrawRecord, DrawRecordV1, DrawUnderWay, DrawUnderWayV1, SealedDraw } from '@/lib/draw/record';
import type { AnnouncementV3, BeaconRound, DrawRecordV3, SealedDrawV3, SignedBeaconRound } from '@/lib/draw/record-v3';
import { entryProblem, isCanonicalPublicSeed, MAX_PUBLIC_SEED_CODE_POINTS, titleProblem, type TextProblem } from '@/lib/draw/texts';

/** A part of the record a problem is about: a field by its JSON name, an entry or a winner's text by its number (1 for the first). */
type RecordPart = { kind: 'field'; name: string } | { kind: 'entry'; number: number } | { kind: 'winnerText'; number: number };

/** Why a record or announcement is not one this page can check, as data: the page words it. */
export type RecordProblem =
  | { code: 'notObject' }
  | { code: 'noAlgorithm' }
  /** `algorithm` is null when the record's value is not text; a long name is cut to its first 60 characters. */
  | { code: 'unknownAlgorithm'; algorithm: string | null }
  | { code: 'notText'; part: RecordPart }
  | { code: 'brokenCharacter'; part: RecordPart }
  | { code: 'notHex64'; field: string }
  | { code: 'notDateTime'; field: string }
  | { code: 'notExactTime'; field: string }
  | { code: 'entriesNotList' }
  | { code: 'entriesEmpty' }
  | { code: 'tooManyEntries'; maxEntries: number }
  | { code: 'entryLineBreak'; entry: number }
  | { code: 'entryBreaksRules'; entry: number; problem: TextProblem }
  | { code: 'titleBreaksRules'; problem: TextProblem }
  | { code: 'winnersNotList' }
  | { code: 'winnersOverEntries'; winners: number; entries: number }
  | { code: 'winnerNotObject'; winner: number }
  | { code: 'winnerPosition'; winner: number }
  /** The field's name is cut to its first 40 characters. */
  | { code: 'extraField'; field: string }
  | { code: 'winnersCountRange'; entries: number }
  | { code: 'publicSeedNotCanonical'; maxCodePoints: number }
  | { code: 'winnersOverSealed'; winners: number; sealed: number }
  | { code: 'notOneEnd' }
  | { code: 'endBeforeCommitted'; field: 'finishedAt' | 'cancelledAt' }
  /** Version 3's `beacon`: not an object, another chain than quicknet, a round or signature out of form, no signature where the record needs one. */
  | { code: 'beaconProblem'; problem: BeaconProblem };

type BeaconProblem = 'notObject' | 'otherChain' | 'notRound' | 'notSignature' | 'noSignature';

/** What a record or announcement reads as: its shape is right, or the problem with it. */
export type ReadDocument =
  | { ok: true; kind: 'record'; record: DrawRecord }
  | { ok: true; kind: 'announcement'; announcement: Announcement }
  | { ok: true; kind: 'beaconRecord'; record: DrawRecordV3 }
  | { ok: true; kind: 'beaconAnnouncement'; announcement: AnnouncementV3 }
  | { ok: false; problem: RecordProblem };

// Version 1 accepted any ISO 8601 time; version 2 takes exactly what toISOString writes.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const EXACT_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
// With the u flag only an unpaired surrogate matches: text that no UTF-8 encoder can write faithfully.
const LONE_SURROGATE = /\p{Cs}/u;
const LINE_BREAK = /[\r\n]/;

const V2_RECORD_FIELDS = ['algorithm', 'title', 'entries', 'winnersCount', 'committedAt', 'commitment', 'serverSeed', 'publicSeed', 'winners'];
const V2_ANNOUNCEMENT_FIELDS = ['algorithm', 'title', 'entries', 'winnersCount', 'committedAt', 'commitment'];
const V3_ANNOUNCEMENT_FIELDS = ['algorithm', 'title', 'entries', 'winnersCount', 'committedAt', 'beacon', 'commitment'];
const V3_RECORD_FIELDS = [...V3_ANNOUNCEMENT_FIELDS, 'winners'];

class Invalid extends Error {
  constructor(readonly problem: RecordProblem) {
    super(problem.code);
  }
}

function fail(problem: RecordProblem): never {
  throw new Invalid(problem);
}

function field(name: string): RecordPart {
  return { kind: 'field', name };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, part: RecordPart): string {
  if (typeof value !== 'string') fail({ code: 'notText', part });
  if (LONE_SURROGATE.test(value)) fail({ code: 'brokenCharacter', part });
  return value;
}

function hex64(value: unknown, name: string): string {
  const hex = text(value, field(name));
  if (!isHex64(hex)) fail({ code: 'notHex64', field: name });
  return hex;
}

function dateTime(value: unknown, name: string): string {
  const date = text(value, field(name));
  if (!ISO_DATE_TIME.test(date) || Number.isNaN(Date.parse(date))) fail({ code: 'notDateTime', field: name });
  return date;
}

function exactTime(value: unknown, name: string): string {
  const date = text(value, field(name));
  const parsed = Date.parse(date);
  if (!EXACT_UTC.test(date) || Number.isNaN(parsed) || new Date(parsed).toISOString() !== date) fail({ code: 'notExactTime', field: name });
  return date;
}

function list(value: unknown): unknown[] {
  if (!Array.isArray(value)) fail({ code: 'entriesNotList' });
  // An empty list and a list of one empty entry would have the same commitment; a draw needs an entry anyway.
  if (value.length === 0) fail({ code: 'entriesEmpty' });
  if (value.length > MAX_DRAW_ENTRIES) fail({ code: 'tooManyEntries', maxEntries: MAX_DRAW_ENTRIES });
  return value;
}

function entriesV1(value: unknown): string[] {
  return list(value).map((entry, i) => {
    const entryText = text(entry, { kind: 'entry', number: i + 1 });
    // The commitment joins entries with line breaks; one inside an entry would make two lists hash alike.
    if (LINE_BREAK.test(entryText)) fail({ code: 'entryLineBreak', entry: i + 1 });
    return entryText;
  });
}

function entriesV2(value: unknown): string[] {
  return list(value).map((entry, i) => {
    const entryText = text(entry, { kind: 'entry', number: i + 1 });
    const problem = entryProblem(entryText);
    if (problem) fail({ code: 'entryBreaksRules', entry: i + 1, problem });
    return entryText;
  });
}

function winners(value: unknown, entryCount: number): DrawWinner[] {
  if (!Array.isArray(value)) fail({ code: 'winnersNotList' });
  if (value.length > entryCount) fail({ code: 'winnersOverEntries', winners: value.length, entries: entryCount });
  return value.map((winner, i) => {
    if (!isObject(winner)) fail({ code: 'winnerNotObject', winner: i + 1 });
    const { position } = winner;
    if (typeof position !== 'number' || !Number.isSafeInteger(position) || position < 0) fail({ code: 'winnerPosition', winner: i + 1 });
    return { position, text: text(winner.text, { kind: 'winnerText', number: i + 1 }) };
  });
}

function underWayV1(value: Record<string, unknown>): DrawUnderWayV1 {
  const entries = entriesV1(value.entries);
  return {
    algorithm: DRAW_ALGORITHM_V1,
    title: text(value.title, field('title')),
    entries,
    commitment: hex64(value.commitment, 'commitment'),
    serverSeed: hex64(value.serverSeed, 'serverSeed'),
    publicSeed: text(value.publicSeed, field('publicSeed')),
    winners: winners(value.winners, entries.length),
    committedAt: dateTime(value.committedAt, 'committedAt'),
  };
}

/** `prefix` names where a nested object sits, e.g. "beacon." for a field inside `beacon`. */
function onlyFields(value: Record<string, unknown>, allowed: readonly string[], prefix = '') {
  const extra = Object.keys(value).find((key) => !allowed.includes(key));
  if (extra !== undefined) fail({ code: 'extraField', field: `${prefix}${extra.slice(0, 40)}` });
}

/** What versions 2 and 3 announce alike: the texts, the count, the time and the commitment. */
function announcedParts(value: Record<string, unknown>): Omit<Announcement, 'algorithm'> {
  const entries = entriesV2(value.entries);
  const title = text(value.title, field('title'));
  const titleWhy = titleProblem(title);
  if (titleWhy) fail({ code: 'titleBreaksRules', problem: titleWhy });
  const { winnersCount } = value;
  if (typeof winnersCount !== 'number' || !Number.isSafeInteger(winnersCount) || winnersCount < 1 || winnersCount > entries.length) {
    fail({ code: 'winnersCountRange', entries: entries.length });
  }
  return {
    title,
    entries,
    winnersCount,
    committedAt: exactTime(value.committedAt, 'committedAt'),
    commitment: hex64(value.commitment, 'commitment'),
  };
}

function announcementV2(value: Record<string, unknown>): Announcement {
  return { algorithm: DRAW_ALGORITHM_V2, ...announcedParts(value) };
}

function sealedV2(value: Record<string, unknown>): SealedDraw {
  const announced = announcementV2(value);
  const publicSeed = text(value.publicSeed, field('publicSeed'));
  if (!isCanonicalPublicSeed(publicSeed)) fail({ code: 'publicSeedNotCanonical', maxCodePoints: MAX_PUBLIC_SEED_CODE_POINTS });
  const drawn = winners(value.winners, announced.entries.length);
  if (drawn.length > announced.winnersCount) fail({ code: 'winnersOverSealed', winners: drawn.length, sealed: announced.winnersCount });
  return { ...announced, serverSeed: hex64(value.serverSeed, 'serverSeed'), publicSeed, winners: drawn };
}

function closedV2(value: Record<string, unknown>): DrawRecord {
  const finished = 'finishedAt' in value;
  const cancelled = 'cancelledAt' in value;
  if (finished === cancelled) fail({ code: 'notOneEnd' });
  onlyFields(value, [...V2_RECORD_FIELDS, finished ? 'finishedAt' : 'cancelledAt']);
  const draw = sealedV2(value);
  const name = finished ? 'finishedAt' : 'cancelledAt';
  const closed = exactTime(value[name], name);
  if (closed < draw.committedAt) fail({ code: 'endBeforeCommitted', field: name });
  return finished ? { ...draw, finishedAt: closed } : { ...draw, cancelledAt: closed };
}

function beaconFail(problem: BeaconProblem): never {
  fail({ code: 'beaconProblem', problem });
}

/** Version 3's `beacon`: quicknet's chain, a round, and a signature as `signature` asks (required, allowed or refused). */
function beaconOf(value: unknown, signature: 'required' | 'allowed' | 'refused'): BeaconRound | SignedBeaconRound {
  if (!isObject(value)) beaconFail('notObject');
  onlyFields(value, signature === 'refused' ? ['chain', 'round'] : ['chain', 'round', 'signature'], 'beacon.');
  const chain = text(value.chain, field('beacon.chain'));
  if (chain !== QUICKNET.chainHash) beaconFail('otherChain');
  const { round } = value;
  if (!isRoundNumber(round)) beaconFail('notRound');
  if (!('signature' in value)) {
    if (signature === 'required') beaconFail('noSignature');
    return { chain, round };
  }
  const signed = value.signature;
  if (typeof signed !== 'string' || !isSignatureHex(signed)) beaconFail('notSignature');
  return { chain, round, signature: signed };
}

function announcementV3(value: Record<string, unknown>): AnnouncementV3 {
  onlyFields(value, V3_ANNOUNCEMENT_FIELDS);
  const parts = announcedParts(value);
  const beacon = beaconOf(value.beacon, 'refused');
  const { title, entries, winnersCount, committedAt, commitment } = parts;
  return { algorithm: DRAW_ALGORITHM_V3, title, entries, winnersCount, committedAt, beacon, commitment };
}

/** A version 3 draw under way, as the host's page keeps it: the signature once its round is out, the winners drawn so far. */
function sealedV3(value: Record<string, unknown>): SealedDrawV3 {
  onlyFields(value, V3_RECORD_FIELDS);
  const { title, entries, winnersCount, committedAt, commitment } = announcedParts(value);
  const beacon = beaconOf(value.beacon, 'allowed');
  const drawn = winners(value.winners, entries.length);
  if (drawn.length > winnersCount) fail({ code: 'winnersOverSealed', winners: drawn.length, sealed: winnersCount });
  if (drawn.length > 0 && !('signature' in beacon)) beaconFail('noSignature');
  return { algorithm: DRAW_ALGORITHM_V3, title, entries, winnersCount, committedAt, beacon, commitment, winners: drawn };
}

function closedV3(value: Record<string, unknown>): DrawRecordV3 {
  const finished = 'finishedAt' in value;
  const cancelled = 'cancelledAt' in value;
  if (finished === cancelled) fail({ code: 'notOneEnd' });
  const name = finished ? 'finishedAt' : 'cancelledAt';
  onlyFields(value, [...V3_RECORD_FIELDS, name]);
  const { title, entries, winnersCount, committedAt, commitment } = announcedParts(value);
  const beacon = beaconOf(value.beacon, finished ? 'required' : 'allowed');
  const drawn = winners(value.winners, entries.length);
  if (drawn.length > winnersCount) fail({ code: 'winnersOverSealed', winners: drawn.length, sealed: winnersCount });
  // The winners follow from the signature: a cancelled draw without one has drawn none.
  if (drawn.length > 0 && !('signature' in beacon)) beaconFail('noSignature');
  const closed = exactTime(value[name], name);
  if (closed < committedAt) fail({ code: 'endBeforeCommitted', field: name });
  const sealed = { algorithm: DRAW_ALGORITHM_V3, title, entries, winnersCount, committedAt, beacon, commitment, winners: drawn } as const;
  if (!finished) return { ...sealed, cancelledAt: closed };
  if (!('signature' in beacon)) beaconFail('noSignature');
  return { ...sealed, beacon, finishedAt: closed };
}

function problemOf(error: unknown): RecordProblem {
  if (error instanceof Invalid) return error.problem;
  throw error;
}

function algorithmProblem(value: Record<string, unknown>): RecordProblem | null {
  const { algorithm } = value;
  if (algorithm === undefined) return { code: 'noAlgorithm' };
  if (algorithm === DRAW_ALGORITHM_V1 || algorithm === DRAW_ALGORITHM_V2 || algorithm === DRAW_ALGORITHM_V3) return null;
  return { code: 'unknownAlgorithm', algorithm: typeof algorithm === 'string' ? algorithm.slice(0, 60) : null };
}

/**
 * Checks the shape of a parsed record or announcement: the algorithm first (a
 * record of another algorithm may have other fields), then every field and
 * its form. Whether the values add up is for the commitment and winners checks.
 */
export function readDrawDocument(value: unknown): ReadDocument {
  if (!isObject(value)) return { ok: false, problem: { code: 'notObject' } };
  const problem = algorithmProblem(value);
  if (problem) return { ok: false, problem };
  try {
    if (value.algorithm === DRAW_ALGORITHM_V1) {
      const record: DrawRecordV1 = { ...underWayV1(value), finishedAt: dateTime(value.finishedAt, 'finishedAt') };
      return { ok: true, kind: 'record', record };
    }
    if (value.algorithm === DRAW_ALGORITHM_V3) {
      // A version 3 announcement is the record without winners, signature and end.
      if (!('winners' in value)) return { ok: true, kind: 'beaconAnnouncement', announcement: announcementV3(value) };
      return { ok: true, kind: 'beaconRecord', record: closedV3(value) };
    }
    // An announcement is the record's first six fields: no seed, no winners.
    if (!('serverSeed' in value) && !('winners' in value)) {
      onlyFields(value, V2_ANNOUNCEMENT_FIELDS);
      return { ok: true, kind: 'announcement', announcement: announcementV2(value) };
    }
    return { ok: true, kind: 'record', record: closedV2(value) };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

/** A stored record (a past draw) of any version, or null when the stored value is not one. */
export function readStoredRecord(value: unknown): DrawRecord | DrawRecordV3 | null {
  const read = readDrawDocument(value);
  return read.ok && (read.kind === 'record' || read.kind === 'beaconRecord') ? read.record : null;
}

/**
 * A stored draw under way, or null when the stored value is not one (for a
 * persisted store's merge). Only the shape is checked: the commitment and the
 * winners are the draw's own, recomputed by /verify once it is finished.
 */
export function readDrawUnderWay(value: unknown): DrawUnderWay | SealedDrawV3 | null {
  if (!isObject(value)) return null;
  try {
    const readers = { [DRAW_ALGORITHM_V1]: underWayV1, [DRAW_ALGORITHM_V2]: sealedV2, [DRAW_ALGORITHM_V3]: sealedV3 };
    const reader = typeof value.algorithm === 'string' && Object.hasOwn(readers, value.algorithm) ? readers[value.algorithm as keyof typeof readers] : null;
    const draw = reader ? reader(value) : null;
    if (!draw) return null;
    const positions = draw.winners.map((w) => w.position);
    const valid = positions.every((p) => p < draw.entries.length) && new Set(positions).size === positions.length;
    return valid ? draw : null;
  } catch (error) {
    problemOf(error);
    return null;
  }
}
