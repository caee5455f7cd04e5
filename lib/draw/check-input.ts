import { announcementLink, verificationLink } from '@/lib/draw/link';
import { verifyRecord, type VerificationReport } from '@/lib/draw/verify';

/** What checking one input gives the page: the report, and the link that carries what was read. */
export interface CheckedInput {
  report: VerificationReport;
  /**
   * `/verify#r=…` for a record or `/verify#a=…` for an announcement, after
   * the page's origin, made from what was read (for the QR code and the copy
   * button); null when nothing could be read or the browser cannot pack it.
   */
  link: string | null;
}

async function linkFor(report: VerificationReport, origin: string): Promise<string | null> {
  try {
    const record = report.record ?? report.beaconRecord;
    const announcement = report.announcement ?? report.beaconAnnouncement;
    if (record) return await verificationLink(record, origin);
    if (announcement) return await announcementLink(announcement, origin);
  } catch {
    // A browser without compression streams still gets its verdict, only no link.
  }
  return null;
}

/** The report when checking itself broke down: said as a failed check, never thrown at the page. */
function brokenCheck(error: unknown): VerificationReport {
  return {
    kind: 'not-verified',
    verified: false,
    brokeDown: error instanceof Error ? error.message : String(error),
    checks: [],
    record: null,
    announcement: null,
    olderAlgorithm: false,
    failed: 'record',
    tooLarge: false,
  };
}

/** Checks a record, announcement or link (see verifyRecord) and packs its link. Never throws. */
export async function checkInput(input: string, origin: string): Promise<CheckedInput> {
  try {
    const report = await verifyRecord(input);
    return { report, link: await linkFor(report, origin) };
  } catch (error) {
    return { report: brokenCheck(error), link: null };
  }
}

