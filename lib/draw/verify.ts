import { commitmentOf, commitmentV2, commitmentV3, DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2, WinnerStream, type DrawWinner } from '@/lib/draw/algorithm';
import { roundTimeMs } from '@/lib/draw/beacon';
import type { BeaconVerifier } from '@/lib/draw/beacon-signature';
import { parseRecordInput, type InputProblem } from '@/lib/draw/link';
import { readDrawDocument, type RecordProblem } from '@/lib/draw/read-record';
import { isCancelled, type Announcement, type DrawRecord } from '@/lib/draw/record';
import { beaconWinnerStream, isSigned, MIN_DRAW_DELAY_MS, type AnnouncementV3, type DrawRecordV3 } from '@/lib/draw/record-v3';

/** The checks, in the order the page lists them; version 3 adds the round's time and its signature. */
export type CheckId = 'record' | 'commitment' | 'round' | 'signature' | 'winners';
export type CheckOutcome = 'passed' | 'failed' | 'not-checked';
/** What the page says in the end: only a finished record whose every check holds is "verified". */
export type VerdictKind = 'verified' | 'not-verified' | 'announced' | 'cancelled';

/**
 * What a check found, as data: the page words it. Counts and positions are
 * numbers; texts (a title, an entry) are given whole.
 */
export type CheckDetail =
  /** The input could not be read: the reason. */
  | { code: 'unreadable'; problem: InputProblem | RecordProblem }
  | { code: 'announcementRead'; title: string; entries: number; winnersCount: number }
  | { code: 'recordRead'; cancelled: boolean; title: string; entries: number; winners: number }
  /** Not checked, because the input could not be read. */
  | { code: 'notRead' }
  /** Not checked yet: an announcement has no seed to check with. */
  | { code: 'afterDraw' }
  /** Not checked yet: a version 3 announcement's round is not in it yet. */
  | { code: 'afterRound' }
  /** The commitment recomputed from what version `version` covers; `recomputed` is given when it differs. */
  | { code: 'commitmentMatches'; version: 1 | 2 | 3; entries: number }
  | { code: 'commitmentDiffers'; version: 1 | 2 | 3; entries: number; recomputed: string; commitment: string }
  /** Version 3: the round is published `seconds` after committedAt; at least 30 passes. */
  | { code: 'roundAfterCommit'; round: number; seconds: number }
  | { code: 'roundTooSoon'; round: number; seconds: number }
  /** Version 3: the round's signature against quicknet's public key. */
  | { code: 'signatureVerifies'; round: number }
  | { code: 'signatureForged'; round: number }
  /** Version 3: a draw cancelled before its round was out has no signature to check. */
  | { code: 'signatureNotOut'; round: number }
  | { code: 'winnersOverEntries'; winners: number; entries: number }
  /** `winner` counts from 1; `last` is the list's last position. */
  | { code: 'positionOutOfRange'; winner: number; position: number; last: number }
  | { code: 'wrongWinner'; winner: number; expected: DrawWinner; claimed: DrawWinner }
  | { code: 'wrongText'; winner: number; position: number; expected: string; claimed: string }
  | { code: 'winnersCountDiffers'; sealed: number; winners: number }
  | { code: 'noWinners' }
  | { code: 'winnersMatch'; winners: number }
  /** Version 3: recomputed from SHA-256 of the round's signature and the commitment. */
  | { code: 'beaconWinnersMatch'; winners: number }
  /** The browser threw while hashing: its own message. */
  | { code: 'noCrypto'; error: string };

export interface CheckResult {
  id: CheckId;
  outcome: CheckOutcome;
  detail: CheckDetail;
}

export interface VerificationReport {
  kind: VerdictKind;
  verified: boolean;
  checks: CheckResult[];
  /** The record as read, when its shape was right (shown even when a later check failed). */
  record: DrawRecord | null;
  /** An announcement link's contents: the list and what is committed, before the draw. */
  announcement: Announcement | null;
  /** A version 3 record or announcement, when its shape was right: `record` and `announcement` are null then. Absent or null: none. */
  beaconRecord?: DrawRecordV3 | null;
  beaconAnnouncement?: AnnouncementV3 | null;
  /** The algorithm's version, when the input named a known one. */
  version?: 1 | 2 | 3 | null;
  /** True for a version 1 record: it verifies with the older algorithm, which committed to the list only. */
  olderAlgorithm: boolean;
  /**
   * The times the input gives that are later than the check's clock: a record
   * made on a device whose clock is ahead, or a made-up one. No check fails
   * for them; the page says so. For version 3 `round` is the round's
   * publication time (an announcement's round is often still to come).
   */
  inFuture?: { field: 'committedAt' | 'finishedAt' | 'cancelledAt' | 'round'; at: string }[];
  /** Version 3: when the round is published and the winners are decided (ISO 8601 UTC). */
  decidedAt?: string | null;
  /** The first check that failed, if any. */
  failed: CheckId | null;
  /** The input was refused unread because it holds more than any draw. */
  tooLarge: boolean;
  /** Set when checking itself broke down, with the error's message: no check has a result. */
  brokeDown?: string;
}

type Found = [CheckOutcome, CheckDetail];

async function checkCommitment(record: DrawRecord): Promise<Found> {
  const v1 = record.algorithm === DRAW_ALGORITHM_V1;
  const recomputed = v1 ? await commitmentOf(record.serverSeed, record.entries) : await commitmentV2(record);
  const version = v1 ? 1 : 2;
  const entries = record.entries.length;
  if (recomputed === record.commitment) return ['passed', { code: 'commitmentMatches', version, entries }];
  return ['failed', { code: 'commitmentDiffers', version, entries, recomputed, commitment: record.commitment }];
}

async function checkCommitmentV3(draw: DrawRecordV3 | AnnouncementV3): Promise<Found> {
  const { committedAt, winnersCount, beacon, title, entries, commitment } = draw;
  const recomputed = await commitmentV3({ committedAt, winnersCount, chain: beacon.chain, round: beacon.round, title, entries });
  if (recomputed === commitment) return ['passed', { code: 'commitmentMatches', version: 3, entries: entries.length }];
  return ['failed', { code: 'commitmentDiffers', version: 3, entries: entries.length, recomputed, commitment }];
}

/** Check 3: no one can know the round's randomness at the seal, when it is published at least 30 s after committedAt. */
function checkRound(draw: DrawRecordV3 | AnnouncementV3): Found {
  const { round } = draw.beacon;
  const gapMs = roundTimeMs(round) - Date.parse(draw.committedAt);
  const seconds = gapMs / 1000;
  return gapMs >= MIN_DRAW_DELAY_MS ? ['passed', { code: 'roundAfterCommit', round, seconds }] : ['failed', { code: 'roundTooSoon', round, seconds }];
}

async function checkSignature(record: DrawRecordV3, verify: BeaconVerifier): Promise<Found> {
  const { beacon } = record;
  if (!isSigned(beacon)) return ['not-checked', { code: 'signatureNotOut', round: beacon.round }];
  return (await verify(beacon.round, beacon.signature))
    ? ['passed', { code: 'signatureVerifies', round: beacon.round }]
    : ['failed', { code: 'signatureForged', round: beacon.round }];
}

interface Drawn {
  entries: readonly string[];
  winners: readonly DrawWinner[];
  /** The number sealed for, which a finished record must reach; null for version 1, which did not commit to it. */
  sealedFor: number | null;
  cancelled: boolean;
  /** Version 3: the winners come from the beacon round, not from seeds. */
  beacon: boolean;
}

async function checkWinners({ entries, winners, sealedFor, cancelled, beacon }: Drawn, open: () => Promise<WinnerStream>): Promise<Found> {
  if (winners.length > entries.length) {
    return ['failed', { code: 'winnersOverEntries', winners: winners.length, entries: entries.length }];
  }
  const outOfRange = winners.findIndex((w) => w.position >= entries.length);
  if (outOfRange >= 0) {
    const position = (winners[outOfRange] as DrawWinner).position;
    return ['failed', { code: 'positionOutOfRange', winner: outOfRange + 1, position, last: entries.length - 1 }];
  }
  if (winners.length === 0 && cancelled) return ['passed', { code: 'noWinners' }];
  const stream = await open();
  const expected = await stream.replay(entries, winners.length);
  for (const [k, claimed] of winners.entries()) {
    const drawn = expected[k] as DrawWinner;
    if (claimed.position !== drawn.position) {
      return ['failed', { code: 'wrongWinner', winner: k + 1, expected: drawn, claimed: { position: claimed.position, text: claimed.text } }];
    }
    if (claimed.text !== drawn.text) {
      return ['failed', { code: 'wrongText', winner: k + 1, position: drawn.position, expected: drawn.text, claimed: claimed.text }];
    }
  }
  if (sealedFor !== null && !cancelled && winners.length !== sealedFor) {
    return ['failed', { code: 'winnersCountDiffers', sealed: sealedFor, winners: winners.length }];
  }
  if (winners.length === 0) return ['passed', { code: 'noWinners' }];
  return ['passed', { code: beacon ? 'beaconWinnersMatch' : 'winnersMatch', winners: winners.length }];
}

/** Web Crypto is missing on pages served without HTTPS and in very old browsers: say so instead of throwing. */
async function withoutThrowing(check: () => Promise<Found>): Promise<Found> {
  try {
    return await check();
  } catch (error) {
    return ['failed', { code: 'noCrypto', error: error instanceof Error ? error.message : String(error) }];
  }
}

interface Checked {
  checks: CheckResult[];
  record?: DrawRecord | null;
  announcement?: Announcement | null;
  beaconRecord?: DrawRecordV3 | null;
  beaconAnnouncement?: AnnouncementV3 | null;
  tooLarge?: boolean;
  now?: number;
}

function versionOf(algorithm: string | undefined): 1 | 2 | 3 | null {
  return algorithm === DRAW_ALGORITHM_V1 ? 1 : algorithm === DRAW_ALGORITHM_V2 ? 2 : algorithm === undefined ? null : 3;
}

/** The input's times later than `now`, in the order the record gives them. */
function timesInFuture(draw: DrawRecord | Announcement | DrawRecordV3 | AnnouncementV3 | null, now: number): NonNullable<VerificationReport['inFuture']> {
  if (!draw) return [];
  const times: NonNullable<VerificationReport['inFuture']> = [{ field: 'committedAt', at: draw.committedAt }];
  if ('beacon' in draw) times.push({ field: 'round', at: new Date(roundTimeMs(draw.beacon.round)).toISOString() });
  if ('finishedAt' in draw) times.push({ field: 'finishedAt', at: draw.finishedAt });
  if ('cancelledAt' in draw) times.push({ field: 'cancelledAt', at: draw.cancelledAt });
  return times.filter(({ at }) => Date.parse(at) > now);
}

function report({ checks, record = null, announcement = null, beaconRecord = null, beaconAnnouncement = null, tooLarge = false, now = Date.now() }: Checked): VerificationReport {
  const firstFailed = checks.find((check) => check.outcome === 'failed');
  const read = record ?? announcement ?? beaconRecord ?? beaconAnnouncement;
  const beacon = beaconRecord ?? beaconAnnouncement;
  const base = {
    checks,
    record,
    announcement,
    beaconRecord,
    beaconAnnouncement,
    tooLarge,
    version: versionOf(read?.algorithm),
    olderAlgorithm: record?.algorithm === DRAW_ALGORITHM_V1,
    inFuture: timesInFuture(read, now),
    decidedAt: beacon ? new Date(roundTimeMs(beacon.beacon.round)).toISOString() : null,
    failed: firstFailed?.id ?? null,
  };
  if (firstFailed) return { ...base, kind: 'not-verified', verified: false };
  if (announcement || beaconAnnouncement) return { ...base, kind: 'announced', verified: false };
  if ((record && isCancelled(record)) || (beaconRecord && 'cancelledAt' in beaconRecord)) return { ...base, kind: 'cancelled', verified: false };
  return { ...base, kind: 'verified', verified: true };
}

function result(id: CheckId, [outcome, detail]: Found): CheckResult {
  return { id, outcome, detail };
}

const loadedVerifier: BeaconVerifier = async (round, signature) => (await import('@/lib/draw/beacon-signature')).verifyBeaconRound(round, signature);

/** Version 3 announcement: everything the commitment covers is there, so the commitment and the round's time are checked already. */
async function announcedV3(announcement: AnnouncementV3, now: number): Promise<VerificationReport> {
  const { title, entries, winnersCount } = announcement;
  return report({
    checks: [
      { id: 'record', outcome: 'passed', detail: { code: 'announcementRead', title, entries: entries.length, winnersCount } },
      result('commitment', await withoutThrowing(() => checkCommitmentV3(announcement))),
      result('round', checkRound(announcement)),
      { id: 'signature', outcome: 'not-checked', detail: { code: 'afterRound' } },
      { id: 'winners', outcome: 'not-checked', detail: { code: 'afterRound' } },
    ],
    beaconAnnouncement: announcement,
    now,
  });
}

/** Version 3 record: the five checks of the published algorithm, all in the browser, no network. */
async function checkedV3(record: DrawRecordV3, now: number, verify: BeaconVerifier): Promise<VerificationReport> {
  const cancelled = 'cancelledAt' in record;
  const { beacon, title, entries, winners, winnersCount, commitment } = record;
  const drawn: Drawn = { entries, winners, sealedFor: winnersCount, cancelled, beacon: true };
  const [commitmentFound, signatureFound, winnersFound] = await Promise.all([
    withoutThrowing(() => checkCommitmentV3(record)),
    withoutThrowing(() => checkSignature(record, verify)),
    withoutThrowing(() => checkWinners(drawn, () => (isSigned(beacon) ? beaconWinnerStream(beacon.signature, commitment) : Promise.reject(new Error('no signature'))))),
  ]);
  return report({
    checks: [
      { id: 'record', outcome: 'passed', detail: { code: 'recordRead', cancelled, title, entries: entries.length, winners: winners.length } },
      result('commitment', commitmentFound),
      result('round', checkRound(record)),
      result('signature', signatureFound),
      result('winners', winnersFound),
    ],
    beaconRecord: record,
    now,
  });
}

function unread(problem: InputProblem | RecordProblem): VerificationReport {
  return report({
    checks: [
      { id: 'record', outcome: 'failed', detail: { code: 'unreadable', problem } },
      { id: 'commitment', outcome: 'not-checked', detail: { code: 'notRead' } },
      { id: 'winners', outcome: 'not-checked', detail: { code: 'notRead' } },
    ],
    tooLarge: problem.code === 'tooLarge' || problem.code === 'tooManyEntries',
  });
}

interface VerifyOptions {
  /** The check's clock, in milliseconds since 1970: only for saying which times are in the future. */
  now?: number;
  /** The beacon signature check; by default the BLS module, loaded only for a version 3 record. */
  verify?: BeaconVerifier;
}

/**
 * The checks /verify makes on a record or announcement given as JSON or as a
 * link: its shape (fields, texts, hex, times, count, canonical public seed,
 * quicknet's chain); the commitment recomputed from everything it covers; for
 * version 3, the round published at least 30 s after committedAt and its
 * signature against quicknet's key; the winners recomputed from the seeds (or
 * the signature), exactly as many as the draw was sealed for. Never throws:
 * bad input is a failed check.
 */
export async function verifyRecord(input: string, { now = Date.now(), verify = loadedVerifier }: VerifyOptions = {}): Promise<VerificationReport> {
  const parsed = await parseRecordInput(input);
  if (!parsed.ok) return unread(parsed.problem);
  const read = readDrawDocument(parsed.value);
  if (!read.ok) return unread(read.problem);
  if (read.kind === 'beaconAnnouncement') return announcedV3(read.announcement, now);
  if (read.kind === 'beaconRecord') return checkedV3(read.record, now, verify);
  if (read.kind === 'announcement') {
    const { announcement } = read;
    const { title, entries, winnersCount } = announcement;
    return report({
      checks: [
        { id: 'record', outcome: 'passed', detail: { code: 'announcementRead', title, entries: entries.length, winnersCount } },
        { id: 'commitment', outcome: 'not-checked', detail: { code: 'afterDraw' } },
        { id: 'winners', outcome: 'not-checked', detail: { code: 'afterDraw' } },
      ],
      announcement,
      now,
    });
  }
  const { record } = read;
  const drawn: Drawn = {
    entries: record.entries,
    winners: record.winners,
    sealedFor: record.algorithm === DRAW_ALGORITHM_V2 ? record.winnersCount : null,
    cancelled: isCancelled(record),
    beacon: false,
  };
  const [commitment, winners] = await Promise.all([
    withoutThrowing(() => checkCommitment(record)),
    withoutThrowing(() => checkWinners(drawn, () => WinnerStream.open(record))),
  ]);
  const { title, entries } = record;
  return report({
    checks: [
      {
        id: 'record',
        outcome: 'passed',
        detail: { code: 'recordRead', cancelled: isCancelled(record), title, entries: entries.length, winners: record.winners.length },
      },
      { id: 'commitment', outcome: commitment[0], detail: commitment[1] },
      { id: 'winners', outcome: winners[0], detail: winners[1] },
    ],
    record,
    now,
  });
}
