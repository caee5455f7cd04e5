'use client';

import { DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2 } from '@/lib/draw/algorithm';
import { MAX_DRAW_ENTRIES } from '@/lib/draw/limits';
import { closedAt, isCancelled, recordFileName, recordToJson, type Announcement, type DrawRecord } from '@/lib/draw/record';
import type { CheckOutcome, VerificationReport } from '@/lib/draw/verify';
import { cn } from '@/lib/cn';
import { CopyButton } from '@/components/ui/copy-button';
import { useT } from '@/components/i18n/use-t';
import { BeaconAnnouncementDetails, BeaconAnnouncementNote, BeaconNote, BeaconRecordDetails } from '@/components/verify/beacon-details';
import { AnnouncedDetails, CancelledNote, Detail, DETAILS, Note, Title, useCount } from '@/components/verify/report-parts';
import { ClosedRecord } from '@/components/verify/closed-record';
import { V2Caution } from '@/components/verify/v2-caution';
import { EntrantSearch } from '@/components/verify/entrant-search';
import { PrintLink } from '@/components/verify/print-link';
import { RecordEntries } from '@/components/verify/record-entries';
import { checkDetail, checkLabel, outcomeWord } from '@/lib/draw/report-words';
import { richText } from '@/components/verify/rich-text';

const OUTCOMES: Record<CheckOutcome, { mark: string; tone: string }> = {
  passed: { mark: '✓', tone: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  failed: { mark: '✗', tone: 'border-red-300 bg-red-50 text-red-900' },
  'not-checked': { mark: '–', tone: 'border-line-strong bg-surface-muted text-muted' },
};

function AnnouncementNote({ link }: { link: string | null }) {
  const t = useT('verify');
  return (
    <Note title={t('announcementNoteTitle')} tone="border-brand-600 bg-brand-50 text-brand-900">
      <p>{t('announcementNoteIntro')}</p>
      <ol className="list-decimal space-y-1.5 pl-5">
        <li>
          <strong>{t('announcementStepSeedTitle')}</strong> {t('announcementStepSeed')}
        </li>
        <li>
          <strong>{t('announcementStepKeepTitle')}</strong> {t('announcementStepKeep')}
        </li>
        <li>{richText(t, 'announcementStepFind', { checkYouAreIn: <strong>{t('announcementStepFindTitle')}</strong> })}</li>
      </ol>
      {link ? (
        <div className="print:hidden">
          <CopyButton variant="secondary" size="xs" text={link} what={t('copiedLink')}>
            {t('copyAnnouncementLink')}
          </CopyButton>
        </div>
      ) : null}
    </Note>
  );
}

/** How many winners the draw was sealed for: version 1 did not say, so its winners are the count. */
function sealedCount(record: DrawRecord): number {
  return record.algorithm === DRAW_ALGORITHM_V2 ? record.winnersCount : record.winners.length;
}

function OlderAlgorithmNote() {
  const t = useT('verify');
  return (
    <Note title={t('olderAlgorithmNoteTitle')} tone="border-line-strong bg-surface-muted text-fg">
      <p>{t('olderAlgorithmNote', { v1: DRAW_ALGORITHM_V1, v2: DRAW_ALGORITHM_V2 })}</p>
    </Note>
  );
}

function TooLargeNote() {
  const t = useT('verify');
  return (
    <Note title={t('tooLargeNoteTitle')} tone="border-red-400 bg-red-50 text-red-900">
      <p>{t('tooLargeNote', { maxEntries: MAX_DRAW_ENTRIES })}</p>
    </Note>
  );
}

function Checks({ report }: { report: VerificationReport }) {
  const t = useT('verify');
  if (report.checks.length === 0) return null;
  return (
    <section aria-labelledby="checks-heading" className="print:hidden">
      <h2 id="checks-heading" className="text-xl font-bold text-fg">
        {t('checksHeading')}
      </h2>
      <ol role="list" className="mt-3 space-y-2">
        {report.checks.map((check) => {
          const outcome = OUTCOMES[check.outcome];
          return (
            <li key={check.id} className={cn('rounded-lg border p-3', outcome.tone)}>
              <p className="font-semibold">
                <span aria-hidden="true" className="mr-2">
                  {outcome.mark}
                </span>
                {t('checkOutcome', { check: checkLabel(t, check.id), outcome: outcomeWord(t, check.outcome) })}
              </p>
              <p className="mt-1 text-sm wrap-anywhere">{checkDetail(t, check.detail)}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function RecordDetails({ record, link }: { record: DrawRecord; link: string | null }) {
  const t = useT('verify');
  const count = useCount();
  const v2 = record.algorithm === DRAW_ALGORITHM_V2;
  return (
    <ClosedRecord
      record={record}
      cancelled={isCancelled(record)}
      closedAt={closedAt(record)}
      winnersText={v2 ? t('winnersDrawnOfSealed', { drawn: record.winners.length, sealed: record.winnersCount }) : count(record.winners.length)}
      winnersCount={v2 ? record.winnersCount : record.winners.length}
      file={{ name: recordFileName(record), json: () => recordToJson(record, true) }}
      link={link}
    >
      <Detail term={t('detailServerSeed')} mono>
        {record.serverSeed}
      </Detail>
      <Detail term={t('detailPublicSeed')}>
        {record.publicSeed === '' ? t('publicSeedNone') : <bdi className="whitespace-pre-wrap">{record.publicSeed}</bdi>}
      </Detail>
    </ClosedRecord>
  );
}

const NO_WINNERS: ReadonlyMap<number, number> = new Map();

function AnnouncementDetails({ announcement, link }: { announcement: Announcement; link: string | null }) {
  const t = useT('verify');
  return (
    <section aria-labelledby="record-heading" className="space-y-4">
      <Title text={announcement.title} />
      <dl className={DETAILS}>
        <AnnouncedDetails announcement={announcement} />
        <Detail term={t('detailServerSeed')}>{t('serverSeedSecret')}</Detail>
        <Detail term={t('detailPublicSeed')}>{t('publicSeedNotChosen')}</Detail>
      </dl>
      <PrintLink link={link} kind="announcement" />
      <EntrantSearch entries={announcement.entries} winners={NO_WINNERS} stage="announced" />
      <RecordEntries entries={announcement.entries} winners={NO_WINNERS} winnersCount={announcement.winnersCount} announced />
    </section>
  );
}
interface VerificationReportViewProps {
  report: VerificationReport;
  /** The link carrying what was read, for the copy button and the printed QR code. */
  link?: string | null;
}

/**
 * What the checks found, below the verdict: a note for an announcement, a
 * cancelled draw, an older record or an input too large to open; each check
 * with its outcome; then the title, times, seeds, winners and the list.
 */
export function VerificationReportView({ report, link = null }: VerificationReportViewProps) {
  const { record, announcement, beaconRecord = null, beaconAnnouncement = null } = report;
  return (
    <div className="space-y-6">
      {announcement ? <AnnouncementNote link={link} /> : null}
      {beaconAnnouncement ? <BeaconAnnouncementNote announcement={beaconAnnouncement} link={link} /> : null}
      {record && isCancelled(record) ? <CancelledNote drawn={record.winners.length} sealed={sealedCount(record)} /> : null}
      {beaconRecord && 'cancelledAt' in beaconRecord ? <CancelledNote drawn={beaconRecord.winners.length} sealed={beaconRecord.winnersCount} /> : null}
      {report.kind === 'verified' || report.kind === 'cancelled' ? <V2Caution report={report} /> : null}
      {beaconRecord && report.decidedAt ? <BeaconNote round={beaconRecord.beacon.round} decidedAt={report.decidedAt} /> : null}
      {report.olderAlgorithm ? <OlderAlgorithmNote /> : null}
      {report.tooLarge ? <TooLargeNote /> : null}
      <Checks report={report} />
      {announcement ? <AnnouncementDetails announcement={announcement} link={link} /> : null}
      {record ? <RecordDetails record={record} link={link} /> : null}
      {beaconAnnouncement ? <BeaconAnnouncementDetails announcement={beaconAnnouncement} link={link} /> : null}
      {beaconRecord ? <BeaconRecordDetails record={beaconRecord} link={link} /> : null}
    </div>
  );
}
