import { commitmentOf, commitmentV2, DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2, WinnerStream, type DrawWinner } from '@/lib/draw/algorithm';
import { parseRecordInput } from '@/lib/draw/link';
import { readDrawDocument } from '@/lib/draw/read-record';
import { isCancelled, type Announcement, type DrawRecord } from '@/lib/draw/record';

export type CheckId = 'record' | 'commitment' | 'winners';
export type CheckOutcome = 'passed' | 'failed' | 'not-checked';
/** What the page says in the end: only a finished record whose every check holds is "verified". */
export type VerdictKind = 'verified' | 'not-verified' | 'announced' | 'cancelled';

interface CheckResult {
  id: CheckId;
  label: string;
  outcome: CheckOutcome;
  detail: string;
}

export interface VerificationReport {
  kind: VerdictKind;
  verified: boolean;
  /** "Verified", "Not verified: " with the first failed check and why, "Announced, not yet drawn", or "Cancelled …". */
  verdict: string;
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
}

const LABELS: Record<CheckId, string> = {
  record: `The record is readable and follows ${DRAW_ALGORITHM_V2} or ${DRAW_ALGORITHM_V1}`,
  commitment: 'Everything committed matches the commitment',
  winners: 'The winners follow from the seeds',
};

const NOT_CHECKED = 'Not checked: the record could not be read.';

function shortHex(hex: string): string {
  return `${hex.slice(0, 12)}…`;
}

function quote(text: string): string {
  return `"${text.length > 80 ? `${text.slice(0, 80)}…` : text}"`;
}

function describe(winner: DrawWinner): string {
  return `position ${winner.position} (${quote(winner.text)})`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

async function checkCommitment(record: DrawRecord): Promise<[CheckOutcome, string]> {
  const v1 = record.algorithm === DRAW_ALGORITHM_V1;
  const recomputed = v1 ? await commitmentOf(record.serverSeed, record.entries) : await commitmentV2(record);
  const covered = v1 ? `the server seed and the ${record.entries.length} entries` : `the server seed, the time, the number of winners, the title and the ${record.entries.length} entries`;
  if (recomputed === record.commitment) return ['passed', `SHA-256 of ${covered} gives the published commitment.`];
  return [
    'failed',
    `SHA-256 of ${covered} gives ${shortHex(recomputed)}, but the commitment is ${shortHex(record.commitment)}: something committed is not what the host committed to.`,
  ];
}

async function checkWinners(record: DrawRecord): Promise<[CheckOutcome, string]> {
  const { entries, winners } = record;
  if (winners.length > entries.length) {
    return ['failed', `The record lists ${winners.length} winners, but a draw without replacement from ${entries.length} entries has at most ${entries.length}.`];
  }
  const outOfRange = winners.findIndex((w) => w.position >= entries.length);
  if (outOfRange >= 0) {
    return ['failed', `Winner ${outOfRange + 1} has position ${winners[outOfRange]?.position}, but the list's positions run from 0 to ${entries.length - 1}.`];
  }
  const stream = await WinnerStream.open(record);
  const expected = await stream.replay(entries, winners.length);
  for (const [k, claimed] of winners.entries()) {
    const drawn = expected[k] as DrawWinner;
    if (claimed.position !== drawn.position) {
      return ['failed', `Winner ${k + 1} should be ${describe(drawn)}, but the record says ${describe(claimed)}.`];
    }
    if (claimed.text !== drawn.text) {
      return ['failed', `Winner ${k + 1} is at position ${drawn.position}, whose text is ${quote(drawn.text)}, but the record says ${quote(claimed.text)}.`];
    }
  }
  if (record.algorithm === DRAW_ALGORITHM_V2 && !isCancelled(record) && winners.length !== record.winnersCount) {
    return ['failed', `The draw was sealed for ${plural(record.winnersCount, 'winner', 'winners')}, but the finished record has ${winners.length}.`];
  }
  if (winners.length === 0) return ['passed', 'The record has no winners, so there is nothing to recompute.'];
  return ['passed', `Recomputed from the server seed and the public seed, all ${winners.length} winners are the same, in the same order.`];
}

/** Web Crypto is missing on pages served without HTTPS and in very old browsers: say so instead of throwing. */
async function withoutThrowing(check: () => Promise<[CheckOutcome, string]>): Promise<[CheckOutcome, string]> {
  try {
    return await check();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return ['failed', `This browser could not compute SHA-256 or HMAC here (${why}). Try a current browser on the site's https address.`];
  }
}

interface Found {
  checks: CheckResult[];
  record?: DrawRecord | null;
  announcement?: Announcement | null;
  tooLarge?: boolean;
}

function report({ checks, record = null, announcement = null, tooLarge = false }: Found): VerificationReport {
  const firstFailed = checks.find((check) => check.outcome === 'failed');
  const base = { checks, record, announcement, tooLarge, olderAlgorithm: record?.algorithm === DRAW_ALGORITHM_V1, failed: firstFailed?.id ?? null };
  if (firstFailed) {
    return { ...base, kind: 'not-verified', verified: false, verdict: `Not verified: the check "${firstFailed.label}" failed. ${firstFailed.detail}` };
  }
  if (announcement) {
    return { ...base, kind: 'announced', verified: false, verdict: 'Announced, not yet drawn' };
  }
  if (record && isCancelled(record)) {
    const drawn = plural(record.winners.length, 'winner', 'winners');
    return {
      ...base,
      kind: 'cancelled',
      verified: false,
      verdict: `Cancelled: the host stopped this draw after ${drawn} of ${record.winnersCount}. Its commitment and the winners drawn so far are genuine, but it has no result.`,
    };
  }
  return { ...base, kind: 'verified', verified: true, verdict: 'Verified' };
}

function unread(reason: string, tooLarge = false): VerificationReport {
  return report({
    checks: [
      { id: 'record', label: LABELS.record, outcome: 'failed', detail: reason },
      { id: 'commitment', label: LABELS.commitment, outcome: 'not-checked', detail: NOT_CHECKED },
      { id: 'winners', label: LABELS.winners, outcome: 'not-checked', detail: NOT_CHECKED },
    ],
    tooLarge,
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
  if (!parsed.ok) return unread(parsed.reason, parsed.tooLarge);
  const read = readDrawDocument(parsed.value);
  if (!read.ok) return unread(read.reason, read.tooLarge);
  if (read.kind === 'announcement') {
    const { announcement } = read;
    const later = 'Checked once the draw is finished and the host reveals the server seed.';
    return report({
      checks: [
        {
          id: 'record',
          label: LABELS.record,
          outcome: 'passed',
          detail: `An announcement${announcement.title ? ` of ${quote(announcement.title)}` : ''}: ${plural(announcement.entries.length, 'entry', 'entries')}, ${plural(announcement.winnersCount, 'winner', 'winners')} to draw.`,
        },
        { id: 'commitment', label: LABELS.commitment, outcome: 'not-checked', detail: later },
        { id: 'winners', label: LABELS.winners, outcome: 'not-checked', detail: later },
      ],
      announcement,
    });
  }
  const { record } = read;
  const [commitment, winners] = await Promise.all([withoutThrowing(() => checkCommitment(record)), withoutThrowing(() => checkWinners(record))]);
  const what = isCancelled(record) ? 'A cancelled record' : 'A complete record';
  return report({
    checks: [
      {
        id: 'record',
        label: LABELS.record,
        outcome: 'passed',
        detail: `${what}${record.title ? ` of ${quote(record.title)}` : ''}: ${plural(record.entries.length, 'entry', 'entries')}, ${plural(record.winners.length, 'winner', 'winners')}.`,
      },
      { id: 'commitment', label: LABELS.commitment, outcome: commitment[0], detail: commitment[1] },
      { id: 'winners', label: LABELS.winners, outcome: winners[0], detail: winners[1] },
    ],
    record,
  });
}
