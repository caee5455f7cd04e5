import { commitmentOf, DRAW_ALGORITHM, WinnerStream, type DrawWinner } from '@/lib/draw/algorithm';
import { parseRecordInput } from '@/lib/draw/link';
import { readRecord } from '@/lib/draw/read-record';
import type { DrawRecord } from '@/lib/draw/record';

export type CheckId = 'record' | 'commitment' | 'winners';
export type CheckOutcome = 'passed' | 'failed' | 'not-checked';

interface CheckResult {
  id: CheckId;
  label: string;
  outcome: CheckOutcome;
  detail: string;
}

export interface VerificationReport {
  verified: boolean;
  /** "Verified", or "Not verified: " with the first failed check and why. */
  verdict: string;
  checks: CheckResult[];
  /** The record as read, when its shape was right (shown even when a later check failed). */
  record: DrawRecord | null;
  /** The first check that failed, if any. */
  failed: CheckId | null;
}

const LABELS: Record<CheckId, string> = {
  record: `The record is readable and uses ${DRAW_ALGORITHM}`,
  commitment: 'The list and the server seed match the commitment',
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

async function checkCommitment(record: DrawRecord): Promise<[CheckOutcome, string]> {
  const recomputed = await commitmentOf(record.serverSeed, record.entries);
  if (recomputed === record.commitment) {
    return ['passed', `SHA-256 of the server seed and the ${record.entries.length} entries gives the published commitment.`];
  }
  return [
    'failed',
    `SHA-256 of the server seed and the entries gives ${shortHex(recomputed)}, but the commitment is ${shortHex(record.commitment)}: the list or the seed is not the one committed to.`,
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
  if (winners.length === 0) return ['passed', 'The record has no winners, so there is nothing to recompute.'];
  return ['passed', `Recomputed from the server seed and the public seed, all ${winners.length} winners are the same, in the same order.`];
}

/** Web Crypto is missing on pages served without HTTPS and in very old browsers: say so instead of throwing. */
async function withoutThrowing(check: Promise<[CheckOutcome, string]>): Promise<[CheckOutcome, string]> {
  try {
    return await check;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return ['failed', `This browser could not compute SHA-256 or HMAC here (${why}). Try a current browser on the site's https address.`];
  }
}

function report(checks: CheckResult[], record: DrawRecord | null): VerificationReport {
  const firstFailed = checks.find((check) => check.outcome === 'failed');
  return {
    verified: !firstFailed,
    verdict: firstFailed ? `Not verified: the check "${firstFailed.label}" failed. ${firstFailed.detail}` : 'Verified',
    checks,
    record,
    failed: firstFailed?.id ?? null,
  };
}

/**
 * The checks /verify makes on a record given as JSON or as a verification
 * link: it reads and names spinfair-draw-v1; the commitment recomputed from
 * the server seed and the entries matches; the winners recomputed from the
 * seeds match, position and text. Never throws: bad input is a failed check.
 */
export async function verifyRecord(input: string): Promise<VerificationReport> {
  const parsed = await parseRecordInput(input);
  const read = parsed.ok ? readRecord(parsed.value) : parsed;
  if (!read.ok) {
    return report(
      [
        { id: 'record', label: LABELS.record, outcome: 'failed', detail: read.reason },
        { id: 'commitment', label: LABELS.commitment, outcome: 'not-checked', detail: NOT_CHECKED },
        { id: 'winners', label: LABELS.winners, outcome: 'not-checked', detail: NOT_CHECKED },
      ],
      null,
    );
  }
  const { record } = read;
  const [commitment, winners] = await Promise.all([withoutThrowing(checkCommitment(record)), withoutThrowing(checkWinners(record))]);
  return report(
    [
      {
        id: 'record',
        label: LABELS.record,
        outcome: 'passed',
        detail: `A complete record${record.title ? ` of ${quote(record.title)}` : ''}: ${record.entries.length} entries, ${record.winners.length} winners.`,
      },
      { id: 'commitment', label: LABELS.commitment, outcome: commitment[0], detail: commitment[1] },
      { id: 'winners', label: LABELS.winners, outcome: winners[0], detail: winners[1] },
    ],
    record,
  );
}
