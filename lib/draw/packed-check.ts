import type { CheckedInput } from '@/lib/draw/check-input';

/**
 * What the worker posts to the page: the checked input with its list of
 * entries as one text joined by LF. A browser takes far longer to copy
 * 100,000 separate strings across than one long one, and splitting it again
 * is quick. Lossless: a record or announcement is only read when no entry
 * holds a line break (both versions' rules refuse them).
 */
export interface PackedCheck {
  checked: CheckedInput;
  entries: string | null;
}

export function packForPage(checked: CheckedInput): PackedCheck {
  const { report } = checked;
  const { record, announcement, beaconRecord, beaconAnnouncement } = report;
  if (record) return { checked: { ...checked, report: { ...report, record: { ...record, entries: [] } } }, entries: record.entries.join('\n') };
  if (announcement) {
    return { checked: { ...checked, report: { ...report, announcement: { ...announcement, entries: [] } } }, entries: announcement.entries.join('\n') };
  }
  if (beaconRecord) {
    return { checked: { ...checked, report: { ...report, beaconRecord: { ...beaconRecord, entries: [] } } }, entries: beaconRecord.entries.join('\n') };
  }
  if (beaconAnnouncement) {
    const emptied = { ...beaconAnnouncement, entries: [] };
    return { checked: { ...checked, report: { ...report, beaconAnnouncement: emptied } }, entries: beaconAnnouncement.entries.join('\n') };
  }
  return { checked, entries: null };
}

export function unpackOnPage({ checked, entries }: PackedCheck): CheckedInput {
  if (entries === null) return checked;
  const list = entries.split('\n');
  const { report } = checked;
  const { record, announcement, beaconRecord, beaconAnnouncement } = report;
  if (record) return { ...checked, report: { ...report, record: { ...record, entries: list } } };
  if (announcement) return { ...checked, report: { ...report, announcement: { ...announcement, entries: list } } };
  if (beaconRecord) return { ...checked, report: { ...report, beaconRecord: { ...beaconRecord, entries: list } } };
  if (beaconAnnouncement) return { ...checked, report: { ...report, beaconAnnouncement: { ...beaconAnnouncement, entries: list } } };
  return checked;
}
