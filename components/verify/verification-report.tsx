'use client';

import { useMemo, type ReactNode } from 'react';
import { DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2 } from '@/lib/draw/algorithm';
import { downloadText } from '@/lib/browser/download';
import { MAX_DRAW_ENTRIES } from '@/lib/draw/limits';
import { closedAt, isCancelled, recordFileName, recordToJson, type Announcement, type DrawRecord } from '@/lib/draw/record';
import type { CheckOutcome, VerificationReport } from '@/lib/draw/verify';
import { LANGUAGE_FACTS } from '@/lib/i18n/languages';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { EntrantSearch } from '@/components/verify/entrant-search';
import { winnerNumbers } from '@/lib/draw/find-entrant';
import { PrintLink } from '@/components/verify/print-link';
import { RecordEntries } from '@/components/verify/record-entries';
import { checkDetail, checkLabel, outcomeWord } from '@/lib/draw/report-words';
import { richText } from '@/components/verify/rich-text';

const OUTCOMES: Record<CheckOutcome, { mark: string; tone: string }> = {
  passed: { mark: '✓', tone: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  failed: { mark: '✗', tone: 'border-red-300 bg-red-50 text-red-900' },
  'not-checked': { mark: '–', tone: 'border-line-strong bg-surface-muted text-muted' },
};

/** Winners listed on screen; a longer list is marked in the list of entries and found by name. */
const MAX_SHOWN_WINNERS = 200;
/** Winners printed, so the printout stays one page. */
const MAX_PRINTED_WINNERS = 20;

/** A count written the page language's way (10,000 in English). */
function useCount(): (count: number) => string {
  const lang = useLang();
  return useMemo(() => {
    const format = new Intl.NumberFormat(LANGUAGE_FACTS[lang].tag);
    return (count: number) => format.format(count);
  }, [lang]);
}

function Note({ title, tone, children }: { title: string; tone: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={cn('space-y-2 rounded-xl border p-4 text-sm', tone)}>
      <h2 className="text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

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

function CancelledNote({ record }: { record: DrawRecord }) {
  const t = useT('verify');
  const sealed = record.algorithm === DRAW_ALGORITHM_V2 ? record.winnersCount : record.winners.length;
  return (
    <Note title={t('cancelledNoteTitle')} tone="border-amber-400 bg-amber-50 text-amber-900">
      <p>{t('cancelledNote', { drawn: record.winners.length, sealed })}</p>
    </Note>
  );
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

function Title({ text }: { text: string }) {
  const t = useT('verify');
  return (
    <h2 id="record-heading" className="text-xl font-bold text-fg wrap-anywhere">
      {text ? <bdi className="whitespace-pre-wrap">{text}</bdi> : t('untitledDraw')}
    </h2>
  );
}

function Detail({ term, children, mono = false }: { term: string; children: ReactNode; mono?: boolean }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd className={mono ? 'font-mono break-all' : 'wrap-anywhere'}>{children}</dd>
    </>
  );
}

function Time({ value }: { value: string }) {
  return <time dateTime={value}>{value}</time>;
}

const DETAILS = 'grid gap-x-4 gap-y-1 text-sm text-muted sm:grid-cols-[max-content_minmax(0,1fr)] print:grid-cols-[max-content_minmax(0,1fr)] print:text-fg';

function Winners({ record }: { record: DrawRecord }) {
  const t = useT('verify');
  const { winners } = record;
  if (winners.length === 0) return <p className="text-sm text-muted">{t('noWinnerDrawn')}</p>;
  const shown = winners.slice(0, MAX_SHOWN_WINNERS);
  const printedMore = winners.length - Math.min(winners.length, MAX_PRINTED_WINNERS);
  const shownMore = winners.length - shown.length;
  return (
    <div>
      <h3 className="font-semibold text-fg">{isCancelled(record) ? t('winnersBeforeCancelled') : t('winnersInOrder')}</h3>
      <ol className="mt-1 list-decimal space-y-0.5 pl-6 text-fg">
        {shown.map((winner, k) => (
          <li key={k} className={cn('wrap-anywhere', k >= MAX_PRINTED_WINNERS && 'print:hidden')}>
            <bdi className="whitespace-pre-wrap">{winner.text}</bdi>{' '}
            <span className="text-sm text-subtle">{t('winnerAt', { position: String(winner.position) })}</span>
          </li>
        ))}
      </ol>
      {shownMore > 0 ? <p className="mt-1 text-sm text-muted print:hidden">{t('moreWinnersShown', { count: shownMore })}</p> : null}
      {printedMore > 0 ? <p className="mt-1 hidden text-sm print:block">{t('moreWinnersPrinted', { count: printedMore })}</p> : null}
    </div>
  );
}

function RecordActions({ record, link }: { record: DrawRecord; link: string | null }) {
  const t = useT('verify');
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {link ? (
        <CopyButton variant="secondary" size="xs" text={link} what={t('copiedLink')}>
          {t('copyVerificationLink')}
        </CopyButton>
      ) : null}
      <Button variant="secondary" size="xs" onClick={() => downloadText(recordFileName(record), recordToJson(record, true), 'application/json', false)}>
        {t('downloadRecord')}
      </Button>
      <Button variant="secondary" size="xs" onClick={() => window.print()}>
        {t('print')}
      </Button>
    </div>
  );
}

function RecordDetails({ record, link }: { record: DrawRecord; link: string | null }) {
  const t = useT('verify');
  const count = useCount();
  const winners = useMemo(() => winnerNumbers(record.winners), [record.winners]);
  const cancelled = isCancelled(record);
  const v2 = record.algorithm === DRAW_ALGORITHM_V2;
  return (
    <section aria-labelledby="record-heading" className="space-y-4">
      <Title text={record.title} />
      <dl className={DETAILS}>
        <Detail term={t('detailAlgorithm')}>{record.algorithm}</Detail>
        <Detail term={t('detailCommitted')}>
          <Time value={record.committedAt} />
        </Detail>
        <Detail term={cancelled ? t('detailCancelled') : t('detailFinished')}>
          <Time value={closedAt(record)} />
        </Detail>
        <Detail term={t('detailEntries')}>{count(record.entries.length)}</Detail>
        <Detail term={t('detailWinners')}>
          {v2 ? t('winnersDrawnOfSealed', { drawn: record.winners.length, sealed: record.winnersCount }) : count(record.winners.length)}
        </Detail>
        <Detail term={t('detailCommitment')} mono>
          {record.commitment}
        </Detail>
        <Detail term={t('detailServerSeed')} mono>
          {record.serverSeed}
        </Detail>
        <Detail term={t('detailPublicSeed')}>
          {record.publicSeed === '' ? t('publicSeedNone') : <bdi className="whitespace-pre-wrap">{record.publicSeed}</bdi>}
        </Detail>
      </dl>
      <Winners record={record} />
      <RecordActions record={record} link={link} />
      <PrintLink link={link} kind="verification" />
      <EntrantSearch entries={record.entries} winners={winners} stage={cancelled ? 'cancelled' : 'finished'} />
      <RecordEntries entries={record.entries} winners={winners} winnersCount={v2 ? record.winnersCount : record.winners.length} />
    </section>
  );
}

const NO_WINNERS: ReadonlyMap<number, number> = new Map();

function AnnouncementDetails({ announcement, link }: { announcement: Announcement; link: string | null }) {
  const t = useT('verify');
  const count = useCount();
  return (
    <section aria-labelledby="record-heading" className="space-y-4">
      <Title text={announcement.title} />
      <dl className={DETAILS}>
        <Detail term={t('detailAlgorithm')}>{announcement.algorithm}</Detail>
        <Detail term={t('detailCommitted')}>
          <Time value={announcement.committedAt} />
        </Detail>
        <Detail term={t('detailEntries')}>{count(announcement.entries.length)}</Detail>
        <Detail term={t('detailWinnersToDraw')}>{count(announcement.winnersCount)}</Detail>
        <Detail term={t('detailCommitment')} mono>
          {announcement.commitment}
        </Detail>
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
  const { record, announcement } = report;
  return (
    <div className="space-y-6">
      {report.kind === 'announced' ? <AnnouncementNote link={link} /> : null}
      {record && isCancelled(record) ? <CancelledNote record={record} /> : null}
      {report.olderAlgorithm ? <OlderAlgorithmNote /> : null}
      {report.tooLarge ? <TooLargeNote /> : null}
      <Checks report={report} />
      {announcement ? <AnnouncementDetails announcement={announcement} link={link} /> : record ? <RecordDetails record={record} link={link} /> : null}
    </div>
  );
}
