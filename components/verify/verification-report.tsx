'use client';

import { useMemo, type ReactNode } from 'react';
import { DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2 } from '@/lib/draw/algorithm';
import { downloadText } from '@/lib/browser/download';
import { MAX_DRAW_ENTRIES } from '@/lib/draw/limits';
import { closedAt, isCancelled, recordFileName, recordToJson, type Announcement, type DrawRecord } from '@/lib/draw/record';
import type { CheckOutcome, VerificationReport } from '@/lib/draw/verify';
import { formatCount } from '@/lib/format-count';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { EntrantSearch } from '@/components/verify/entrant-search';
import { winnerNumbers } from '@/components/verify/find-entrant';
import { PrintLink } from '@/components/verify/print-link';
import { RecordEntries } from '@/components/verify/record-entries';

const OUTCOMES: Record<CheckOutcome, { mark: string; word: string; tone: string }> = {
  passed: { mark: '✓', word: 'Passed', tone: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  failed: { mark: '✗', word: 'Failed', tone: 'border-red-300 bg-red-50 text-red-900' },
  'not-checked': { mark: '–', word: 'Not checked', tone: 'border-line-strong bg-surface-muted text-muted' },
};

/** Winners listed on screen; a longer list is marked in the list of entries and found by name. */
const MAX_SHOWN_WINNERS = 200;
/** Winners printed, so the printout stays one page. */
const MAX_PRINTED_WINNERS = 20;

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
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
  return (
    <Note title="What to do before the draw" tone="border-brand-600 bg-brand-50 text-brand-900">
      <p>
        This is an announcement: the host has sealed the list, the number of winners and the time, and published the commitment. Nothing has been
        drawn yet, and until the public seed is known nobody can work out the winners, not even the host.
      </p>
      <ol className="list-decimal space-y-1.5 pl-5">
        <li>
          <strong>Agree a public seed from outside the host&apos;s control.</strong> After this announcement was published, the audience picks a piece
          of text nobody could have known before it and the host cannot choose or change: a word a viewer types in the chat, or the next official
          lottery numbers. The host enters it before the first spin; the winners follow from it and the sealed server seed.
        </li>
        <li>
          <strong>Keep this link to check later.</strong> When the draw is finished, open the host&apos;s verification link on this page. It must
          show the same list, number of winners, time and commitment as this announcement, and the public seed you agreed.
        </li>
        <li>
          <strong>Check that you are in the list</strong> with Find an entrant below.
        </li>
      </ol>
      {link ? (
        <div className="print:hidden">
          <CopyButton variant="secondary" size="xs" text={link} what="Link">
            Copy announcement link
          </CopyButton>
        </div>
      ) : null}
    </Note>
  );
}

function CancelledNote({ record }: { record: DrawRecord }) {
  const sealed = record.algorithm === DRAW_ALGORITHM_V2 ? record.winnersCount : record.winners.length;
  return (
    <Note title="This draw was cancelled" tone="border-amber-400 bg-amber-50 text-amber-900">
      <p>
        The host stopped this draw after {plural(record.winners.length, 'winner', 'winners')} of {formatCount(sealed)}, so it has no result. The
        checks below show whether its commitment and the winners drawn before it stopped are genuine. A cancelled draw keeps its record, so a host
        who cancels and starts again leaves a trace: if a draw of the same list followed this one, ask the host why.
      </p>
    </Note>
  );
}

function OlderAlgorithmNote() {
  return (
    <Note title="An older algorithm" tone="border-line-strong bg-surface-muted text-fg">
      <p>
        This record uses the older algorithm, {DRAW_ALGORITHM_V1}. Its commitment covered the server seed and the list only: it did not commit to
        the title, the time or the number of winners, so those could have been changed after the commitment was published. Its public seed was
        used exactly as typed. Draws made now use {DRAW_ALGORITHM_V2}, which commits to all of these.
      </p>
    </Note>
  );
}

function TooLargeNote() {
  return (
    <Note title="Too large to open" tone="border-red-400 bg-red-50 text-red-900">
      <p>
        This input holds more than a draw of {formatCount(MAX_DRAW_ENTRIES)} entries can, so the page stopped reading it and shows nothing from it.
        A link like this is not a SpinFair draw; ask the host for the record file instead.
      </p>
    </Note>
  );
}

function Checks({ report }: { report: VerificationReport }) {
  if (report.checks.length === 0) return null;
  return (
    <section aria-labelledby="checks-heading" className="print:hidden">
      <h2 id="checks-heading" className="text-xl font-bold text-fg">
        Checks
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
                {check.label}: {outcome.word}
              </p>
              <p className="mt-1 text-sm wrap-anywhere">{check.detail}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Title({ text }: { text: string }) {
  return (
    <h2 id="record-heading" className="text-xl font-bold text-fg wrap-anywhere">
      {text ? <bdi className="whitespace-pre-wrap">{text}</bdi> : 'Untitled draw'}
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
  const { winners } = record;
  if (winners.length === 0) return <p className="text-sm text-muted">No winner was drawn.</p>;
  const shown = winners.slice(0, MAX_SHOWN_WINNERS);
  const printedMore = winners.length - Math.min(winners.length, MAX_PRINTED_WINNERS);
  const shownMore = winners.length - shown.length;
  return (
    <div>
      <h3 className="font-semibold text-fg">
        {isCancelled(record) ? 'Winners drawn before the draw was cancelled' : 'Winners in the order they were drawn'}
      </h3>
      <ol className="mt-1 list-decimal space-y-0.5 pl-6 text-fg">
        {shown.map((winner, k) => (
          <li key={k} className={cn('wrap-anywhere', k >= MAX_PRINTED_WINNERS && 'print:hidden')}>
            <bdi className="whitespace-pre-wrap">{winner.text}</bdi> <span className="text-sm text-subtle">(position {winner.position})</span>
          </li>
        ))}
      </ol>
      {shownMore > 0 ? (
        <p className="mt-1 text-sm text-muted print:hidden">
          and {plural(shownMore, 'more winner', 'more winners')}, each marked in the list below.
        </p>
      ) : null}
      {printedMore > 0 ? <p className="mt-1 hidden text-sm print:block">and {plural(printedMore, 'more winner', 'more winners')}, in the record.</p> : null}
    </div>
  );
}

function RecordActions({ record, link }: { record: DrawRecord; link: string | null }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {link ? (
        <CopyButton variant="secondary" size="xs" text={link} what="Link">
          Copy verification link
        </CopyButton>
      ) : null}
      <Button variant="secondary" size="xs" onClick={() => downloadText(recordFileName(record), recordToJson(record, true), 'application/json', false)}>
        Download record
      </Button>
      <Button variant="secondary" size="xs" onClick={() => window.print()}>
        Print
      </Button>
    </div>
  );
}

function RecordDetails({ record, link }: { record: DrawRecord; link: string | null }) {
  const winners = useMemo(() => winnerNumbers(record.winners), [record.winners]);
  const cancelled = isCancelled(record);
  const v2 = record.algorithm === DRAW_ALGORITHM_V2;
  return (
    <section aria-labelledby="record-heading" className="space-y-4">
      <Title text={record.title} />
      <dl className={DETAILS}>
        <Detail term="Algorithm">{record.algorithm}</Detail>
        <Detail term="Committed">
          <Time value={record.committedAt} />
        </Detail>
        <Detail term={cancelled ? 'Cancelled' : 'Finished'}>
          <Time value={closedAt(record)} />
        </Detail>
        <Detail term="Entries">{formatCount(record.entries.length)}</Detail>
        <Detail term="Winners">
          {v2 ? `${formatCount(record.winners.length)} drawn of ${formatCount(record.winnersCount)} sealed` : formatCount(record.winners.length)}
        </Detail>
        <Detail term="Commitment" mono>
          {record.commitment}
        </Detail>
        <Detail term="Server seed" mono>
          {record.serverSeed}
        </Detail>
        <Detail term="Public seed">
          {record.publicSeed === '' ? '(none)' : <bdi className="whitespace-pre-wrap">{record.publicSeed}</bdi>}
        </Detail>
      </dl>
      <Winners record={record} />
      <RecordActions record={record} link={link} />
      <PrintLink link={link} what="verification link" />
      <EntrantSearch entries={record.entries} winners={winners} stage={cancelled ? 'cancelled' : 'finished'} />
      <RecordEntries entries={record.entries} winners={winners} winnersCount={v2 ? record.winnersCount : record.winners.length} />
    </section>
  );
}

const NO_WINNERS: ReadonlyMap<number, number> = new Map();

function AnnouncementDetails({ announcement, link }: { announcement: Announcement; link: string | null }) {
  return (
    <section aria-labelledby="record-heading" className="space-y-4">
      <Title text={announcement.title} />
      <dl className={DETAILS}>
        <Detail term="Algorithm">{announcement.algorithm}</Detail>
        <Detail term="Committed">
          <Time value={announcement.committedAt} />
        </Detail>
        <Detail term="Entries">{formatCount(announcement.entries.length)}</Detail>
        <Detail term="Winners to draw">{formatCount(announcement.winnersCount)}</Detail>
        <Detail term="Commitment" mono>
          {announcement.commitment}
        </Detail>
        <Detail term="Server seed">Secret until the draw is finished</Detail>
        <Detail term="Public seed">Not chosen yet</Detail>
      </dl>
      <PrintLink link={link} what="announcement link" />
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
