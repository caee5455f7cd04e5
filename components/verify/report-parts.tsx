'use client';

import { useMemo, type ReactNode } from 'react';
import type { DrawWinner } from '@/lib/draw/algorithm';
import { downloadText } from '@/lib/browser/download';
import { formatMoment } from '@/lib/i18n/moments';
import { LANGUAGE_FACTS } from '@/lib/i18n/languages';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';

/** The pieces every kind of report shows: notes, the title, the details list, the winners and the record's actions. */

/** Winners listed on screen; a longer list is marked in the list of entries and found by name. */
const MAX_SHOWN_WINNERS = 200;
/** Winners printed, so the printout stays one page. */
const MAX_PRINTED_WINNERS = 20;

/** A count written the page language's way (10,000 in English). */
export function useCount(): (count: number) => string {
  const lang = useLang();
  return useMemo(() => {
    const format = new Intl.NumberFormat(LANGUAGE_FACTS[lang].tag);
    return (count: number) => format.format(count);
  }, [lang]);
}

/** A moment (ISO 8601) written the page language's way, in the visitor's time zone. */
export function useMoment(): (iso: string) => string {
  const tag = LANGUAGE_FACTS[useLang()].tag;
  return useMemo(() => (iso: string) => formatMoment(iso, tag), [tag]);
}

export function Note({ title, tone, children }: { title: string; tone: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={cn('space-y-2 rounded-xl border p-4 text-sm', tone)}>
      <h2 className="text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

export function Title({ text }: { text: string }) {
  const t = useT('verify');
  return (
    <h2 id="record-heading" className="text-xl font-bold text-fg wrap-anywhere">
      {text ? <bdi className="whitespace-pre-wrap">{text}</bdi> : t('untitledDraw')}
    </h2>
  );
}

export function Detail({ term, children, mono = false }: { term: string; children: ReactNode; mono?: boolean }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd className={mono ? 'font-mono break-all' : 'wrap-anywhere'}>{children}</dd>
    </>
  );
}

/** A record's time (ISO 8601, kept as the element's data) as the visitor reads it: their language and time zone. */
export function Time({ value }: { value: string }) {
  const moment = useMoment();
  return <time dateTime={value}>{moment(value)}</time>;
}

export const DETAILS = 'grid gap-x-4 gap-y-1 text-sm text-muted sm:grid-cols-[max-content_minmax(0,1fr)] print:grid-cols-[max-content_minmax(0,1fr)] print:text-fg';

interface WinnersProps {
  winners: readonly DrawWinner[];
  cancelled: boolean;
  /** The list's heading; by default the order drawn (or drawn before the cancel). */
  heading?: string;
}

export function Winners({ winners, cancelled, heading }: WinnersProps) {
  const t = useT('verify');
  if (winners.length === 0) return <p className="text-sm text-muted">{t('noWinnerDrawn')}</p>;
  const shown = winners.slice(0, MAX_SHOWN_WINNERS);
  const printedMore = winners.length - Math.min(winners.length, MAX_PRINTED_WINNERS);
  const shownMore = winners.length - shown.length;
  return (
    <div>
      <h3 className="font-semibold text-fg">{heading ?? (cancelled ? t('winnersBeforeCancelled') : t('winnersInOrder'))}</h3>
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

interface RecordActionsProps {
  link: string | null;
  /** The record file offered by "Download record": its name and its pretty JSON. */
  file: { name: string; json: () => string };
}

export function RecordActions({ link, file }: RecordActionsProps) {
  const t = useT('verify');
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {link ? (
        <CopyButton variant="secondary" size="xs" text={link} what={t('copiedLink')}>
          {t('copyVerificationLink')}
        </CopyButton>
      ) : null}
      <Button variant="secondary" size="xs" onClick={() => downloadText(file.name, file.json(), 'application/json', false)}>
        {t('downloadRecord')}
      </Button>
      <Button variant="secondary" size="xs" onClick={() => window.print()}>
        {t('print')}
      </Button>
    </div>
  );
}

export function CancelledNote({ drawn, sealed }: { drawn: number; sealed: number }) {
  const t = useT('verify');
  return (
    <Note title={t('cancelledNoteTitle')} tone="border-amber-400 bg-amber-50 text-amber-900">
      <p>{t('cancelledNote', { drawn, sealed })}</p>
    </Note>
  );
}

/** What an announcement of any version commits to, as the first lines of its details. */
export function AnnouncedDetails({ announcement }: { announcement: { algorithm: string; committedAt: string; entries: readonly string[]; winnersCount: number; commitment: string } }) {
  const t = useT('verify');
  const count = useCount();
  return (
    <>
      <Detail term={t('detailAlgorithm')}>{announcement.algorithm}</Detail>
      <Detail term={t('detailCommitted')}>
        <Time value={announcement.committedAt} />
      </Detail>
      <Detail term={t('detailEntries')}>{count(announcement.entries.length)}</Detail>
      <Detail term={t('detailWinnersToDraw')}>{count(announcement.winnersCount)}</Detail>
      <Detail term={t('detailCommitment')} mono>
        {announcement.commitment}
      </Detail>
    </>
  );
}
