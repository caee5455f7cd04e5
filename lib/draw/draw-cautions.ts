import { DRAW_ALGORITHM_V2 } from '@/lib/draw/algorithm';
import { closedAt } from '@/lib/draw/record';
import type { VerificationReport } from '@/lib/draw/verify';

/**
 * What a version 2 verdict cannot show by itself, said under it: the winners
 * follow from the server seed, which the host knows, and the public seed. A
 * host who picked the public seed alone could have tried seeds until a friend
 * won, so the draw is only as fair as whoever chose the seed.
 */

/** Finished or cancelled this soon after the seal, no audience had time to choose a public seed. */
const AUDIENCE_TIME_MS = 60_000;

export interface V2Cautions {
  /** The public seed is empty: the winners follow from the host's server seed alone. */
  publicSeedEmpty: boolean;
  /** Seconds from the seal to the end, when under AUDIENCE_TIME_MS; else null. */
  closedSecondsAfterSeal: number | null;
  /** The record's times later than the check's clock (a device clock ahead, or a made-up record). */
  inFuture: NonNullable<VerificationReport['inFuture']>;
}

/** The cautions for a version 2 record as read (whatever its verdict); null for anything else. */
export function v2Cautions(report: VerificationReport): V2Cautions | null {
  const { record } = report;
  if (!record || record.algorithm !== DRAW_ALGORITHM_V2) return null;
  const gapMs = Date.parse(closedAt(record)) - Date.parse(record.committedAt);
  return {
    publicSeedEmpty: record.publicSeed === '',
    closedSecondsAfterSeal: gapMs < AUDIENCE_TIME_MS ? Math.max(0, Math.round(gapMs / 1000)) : null,
    inFuture: report.inFuture ?? [],
  };
}
