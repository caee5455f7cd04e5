import type { DrawRecordV3 } from '@/lib/draw/record-v3';

/** The file name "Download record" gives a version 3 record: its closing day, and whether it was cancelled. */
export function recordV3FileName(record: DrawRecordV3): string {
  const cancelled = 'cancelledAt' in record;
  const closed = cancelled ? record.cancelledAt : record.finishedAt;
  return `spinfair-draw-${closed.slice(0, 10)}${cancelled ? '-cancelled' : ''}.json`;
}
