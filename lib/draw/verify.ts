import { commitmentOf, commitmentV2, DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2, WinnerStream, type DrawWinner } from '@/lib/draw/algorithm';
import { parseRecordInput, type InputProblem } from '@/lib/draw/link';
import { readDrawDocument, type RecordProblem } from '@/lib/draw/read-record';
import { isCancelled, type Announcement, type DrawRecord } from '@/lib/draw/record';

export type CheckId = 'record' | 'commitment' | 'winners';
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
  /** The commitment recomputed from what version `version` covers; `recomputed` is given when it differs. */
  | { code: 'commitmentMatches'; version: 1 | 2; entries: number }
  | { code: 'commitmentDiffers'; version: 1 | 2; entries: number; recomputed: string; commitment: string }
  | { code: 'winnersOverEntries'; winners: number; entries: number }
  /** `winner` counts from 1; `last` is the list's last position. */
  | { code: 'positionOutOfRange'; winner: number; position: number; last: number }
  | { code: 'wrongWinner'; winner: number; expected: DrawWinner; claimed: DrawWinner }
  | { code: 'wrongText'; winner: number; position: number; expected: string; claimed: string }
  | { code: 'winnersCountDiffers'; sealed: number; winners: number }
  | { code: 'noWinners' }
  | { code: 'winnersMatch'; winners: number }
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
  /** True for a version 1 record: it verifies with the older algorithm, which committed to the list only. */
  olderAlgorithm: boolean;
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

async function checkWinners(record: DrawRecord): Promise<Found> {
  const { entries, winners } = record;
  if (winners.length > entries.length) {
    return ['failed', { code: 'winnersOverEntries', winners: winners.length, entries: entries.length }];
  }
  const outOfRange = winners.findIndex((w) => w.position >= entries.length);
  if (outOfRange >= 0) {
    const position = (winners[outOfRange] as DrawWinner).position;
    return ['failed', { code: 'positionOutOfRange', winner: outOfRange + 1, position, last: entries.length - 1 }];
  }
  const stream = await WinnerStream.open(record);
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
  if (record.algorithm === DRAW_ALGORITHM_V2 && !isCancelled(record) && winners.length !== record.winnersCount) {
    return ['failed', { code: 'winnersCountDiffers', sealed: record.winnersCount, winners: winners.length }];
  }
  if (winners.length === 0) return ['passed', { code: 'noWinners' }];
  return ['passed', { code: 'winnersMatch', winners: winners.length }];
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
  tooLarge?: boolean;
}

function report({ checks, record = null, announcement = null, tooLarge = false }: Checked): VerificationReport {
  const firstFailed = checks.find((check) => check.outcome === 'failed');
  const base = { checks, record, announcement, tooLarge, olderAlgorithm: record?.algorithm === DRAW_ALGORITHM_V1, failed: firstFailed?.id ?? null };
  if (firstFailed) return { ...base, kind: 'not-verified', verified: false };
  if (announcement) return { ...base, kind: 'announced', verified: false };
  if (record && isCancelled(record)) return { ...base, kind: 'cancelled', verified: false };
  return { ...base, kind: 'verified', verified: true };
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

/**
 * The checks /verify makes on a record or announcement given as JSON or as a
 * link: its shape (fields, texts, hex, times, count, canonical public seed);
 * the commitment recomputed from everything it covers; the winners recomputed
 * from the seeds, exactly as many as the draw was sealed for. Never throws:
 * bad input is a failed check.
 */
export async function verifyRecord(input: string): Promise<VerificationReport> {
  const parsed = await parseRecordInput(input);
  if (!parsed.ok) return unread(parsed.problem);
  const read = readDrawDocument(parsed.value);
  if (!read.ok) return unread(read.problem);
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
    });
  }
  const { record } = read;
  const [commitment, winners] = await Promise.all([withoutThrowing(() => checkCommitment(record)), withoutThrowing(() => checkWinners(record))]);
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
  });
}
