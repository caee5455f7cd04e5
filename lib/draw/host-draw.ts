import { DRAW_ALGORITHM_V3 } from '@/lib/draw/algorithm';
import { recordFileName, recordToJson, type CancelledDraw, type DrawRecord, type DrawUnderWay } from '@/lib/draw/record';
import { MAX_DRAW_AHEAD_MS, MIN_DRAW_DELAY_MS, recordV3ToJson, type CancelledDrawV3, type DrawRecordV3, type SealedDrawV3 } from '@/lib/draw/record-v3';

/**
 * The host's draws of every version, as the wheel page keeps them: a draw
 * under way (version 1 or 2 with a server seed, version 3 with a beacon
 * round) and the records of ended ones.
 */
export type HostDraw = DrawUnderWay | SealedDrawV3;
export type HostRecord = DrawRecord | DrawRecordV3;

export function isBeaconDraw(draw: HostDraw): draw is SealedDrawV3 {
  return draw.algorithm === DRAW_ALGORITHM_V3;
}

export function isBeaconRecord(record: HostRecord): record is DrawRecordV3 {
  return record.algorithm === DRAW_ALGORITHM_V3;
}

export function isCancelledRecord(record: HostRecord): record is CancelledDraw | CancelledDrawV3 {
  return 'cancelledAt' in record;
}

/** When the record was closed: finished or cancelled. */
export function closedAtOf(record: HostRecord): string {
  return 'cancelledAt' in record ? record.cancelledAt : record.finishedAt;
}

/** The record as JSON in its version's published field order; `pretty` for a downloaded file. */
export function hostRecordJson(record: HostRecord, pretty = false): string {
  return isBeaconRecord(record) ? recordV3ToJson(record, pretty) : recordToJson(record, pretty);
}

/** A file name for the downloaded record, e.g. "spinfair-draw-2026-11-23.json" (or "…-cancelled.json"). */
export function hostRecordFileName(record: HostRecord): string {
  if (!isBeaconRecord(record)) return recordFileName(record);
  return `spinfair-draw-${closedAtOf(record).slice(0, 10)}${isCancelledRecord(record) ? '-cancelled' : ''}.json`;
}

/** Left empty, the draw time is this long after the seal. */
const DEFAULT_DRAW_DELAY_MS = 2 * 60 * 1000;

/** Why a draw time is refused, as data the panel words. */
export type DrawTimeProblem = { kind: 'unreadable' } | { kind: 'tooSoon'; drawAt: Date } | { kind: 'tooLate'; drawAt: Date };

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * The draw time an `<input type="datetime-local">` value names, in the
 * visitor's time zone, checked against the moment of sealing: empty means
 * exactly 2 minutes after `now`; otherwise from 30 seconds after `now` to 30
 * days ahead.
 */
export function drawTimeFrom(value: string, now: Date): { ok: true; drawAt: Date } | { ok: false; problem: DrawTimeProblem } {
  if (value.trim() === '') return { ok: true, drawAt: new Date(now.getTime() + DEFAULT_DRAW_DELAY_MS) };
  // A date-time without an offset is local time (ECMAScript's date-time string format).
  const drawAt = LOCAL_DATE_TIME.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(drawAt.getTime())) return { ok: false, problem: { kind: 'unreadable' } };
  const aheadMs = drawAt.getTime() - now.getTime();
  if (aheadMs < MIN_DRAW_DELAY_MS) return { ok: false, problem: { kind: 'tooSoon', drawAt } };
  if (aheadMs > MAX_DRAW_AHEAD_MS) return { ok: false, problem: { kind: 'tooLate', drawAt } };
  return { ok: true, drawAt };
}
