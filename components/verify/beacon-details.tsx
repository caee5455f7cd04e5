'use client';

import { decidedAtMs, isSigned, recordV3ToJson, type AnnouncementV3, type DrawRecordV3 } from '@/lib/draw/record-v3';
import { recordV3FileName } from '@/lib/draw/beacon-report';
import { CopyButton } from '@/components/ui/copy-button';
import { useT } from '@/components/i18n/use-t';
import { CheckWinnersNow } from '@/components/verify/check-winners-now';
import { Countdown, useTimeReached } from '@/components/verify/countdown';
import { EntrantSearch } from '@/components/verify/entrant-search';
import { PrintLink } from '@/components/verify/print-link';
import { RecordEntries } from '@/components/verify/record-entries';
import { AnnouncedDetails, Detail, DETAILS, Note, Title, useMoment } from '@/components/verify/report-parts';
import { ClosedRecord } from '@/components/verify/closed-record';

/** A version 3 draw on /verify: decided by a drand quicknet round, checked here with no network. */

/** Under a version 3 record's verdict: what the record cannot prove, and what to look at instead. */
export function BeaconNote({ round, decidedAt }: { round: number; decidedAt: string }) {
  const t = useT('verify');
  const moment = useMoment();
  return (
    <Note title={t('beaconNoteTitle')} tone="border-brand-600 bg-brand-50 text-brand-900">
      <p>{t('beaconNote', { round: String(round), publishedAt: moment(decidedAt) })}</p>
    </Note>
  );
}

export function BeaconAnnouncementNote({ announcement, link }: { announcement: AnnouncementV3; link: string | null }) {
  const t = useT('verify');
  const moment = useMoment();
  const drawAt = new Date(decidedAtMs(announcement)).toISOString();
  return (
    <Note title={t('announcementV3NoteTitle')} tone="border-brand-600 bg-brand-50 text-brand-900">
      <p>{t('announcementV3Note', { round: String(announcement.beacon.round), drawAt: moment(drawAt) })}</p>
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

/** The beacon's lines of the details: which chain, which round, when it is published. */
function BeaconLines({ draw }: { draw: AnnouncementV3 | DrawRecordV3 }) {
  const t = useT('verify');
  const moment = useMoment();
  const decidedAt = new Date(decidedAtMs(draw)).toISOString();
  return (
    <>
      <Detail term={t('detailBeacon')}>{t('beaconName')}</Detail>
      <Detail term={t('detailRound')}>{String(draw.beacon.round)}</Detail>
      <Detail term={t('detailDecidedAt')}>
        <time dateTime={decidedAt}>{moment(decidedAt)}</time>
      </Detail>
    </>
  );
}

const NO_WINNERS: ReadonlyMap<number, number> = new Map();

/** A version 3 announcement: the draw time, the round and a countdown; once the round is out, "Check the winners now". */
export function BeaconAnnouncementDetails({ announcement, link }: { announcement: AnnouncementV3; link: string | null }) {
  const t = useT('verify');
  const drawAtMs = decidedAtMs(announcement);
  const out = useTimeReached(drawAtMs);
  return (
    <section aria-labelledby="record-heading" className="space-y-4">
      <Title text={announcement.title} />
      <dl className={DETAILS}>
        <AnnouncedDetails announcement={announcement} />
        <BeaconLines draw={announcement} />
        {out ? null : (
          <Detail term={t('countdownLabel')}>
            <Countdown targetMs={drawAtMs} />
          </Detail>
        )}
      </dl>
      {out ? <CheckWinnersNow announcement={announcement} link={link} /> : null}
      <PrintLink link={link} kind="announcement" />
      <EntrantSearch entries={announcement.entries} winners={NO_WINNERS} stage="announced" />
      <RecordEntries entries={announcement.entries} winners={NO_WINNERS} winnersCount={announcement.winnersCount} announced />
    </section>
  );
}

/** A version 3 record: its round and signature beside the usual details, its winners and its list. */
export function BeaconRecordDetails({ record, link }: { record: DrawRecordV3; link: string | null }) {
  const t = useT('verify');
  const cancelled = 'cancelledAt' in record;
  const { beacon } = record;
  return (
    <ClosedRecord
      record={record}
      cancelled={cancelled}
      closedAt={cancelled ? record.cancelledAt : record.finishedAt}
      winnersText={t('winnersDrawnOfSealed', { drawn: record.winners.length, sealed: record.winnersCount })}
      winnersCount={record.winnersCount}
      file={{ name: recordV3FileName(record), json: () => recordV3ToJson(record, true) }}
      link={link}
    >
      <BeaconLines draw={record} />
      <Detail term={t('detailSignature')} mono={isSigned(beacon)}>
        {isSigned(beacon) ? beacon.signature : t('signatureNone')}
      </Detail>
    </ClosedRecord>
  );
}
