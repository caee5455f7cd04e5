'use client';

import { useMemo, type ReactNode } from 'react';
import type { DrawWinner } from '@/lib/draw/algorithm';
import { winnerNumbers } from '@/lib/draw/find-entrant';
import { useT } from '@/components/i18n/use-t';
import { EntrantSearch } from '@/components/verify/entrant-search';
import { PrintLink } from '@/components/verify/print-link';
import { RecordEntries } from '@/components/verify/record-entries';
import { Detail, DETAILS, RecordActions, Time, Title, useCount, Winners } from '@/components/verify/report-parts';

interface ClosedRecordProps {
  /** What every version's finished or cancelled record holds. */
  record: { title: string; algorithm: string; committedAt: string; entries: readonly string[]; winners: readonly DrawWinner[]; commitment: string };
  cancelled: boolean;
  /** When the draw was finished, or cancelled. */
  closedAt: string;
  /** The winners line: drawn of sealed, or (version 1) how many. */
  winnersText: string;
  /** How many winners the list counts as sealed. */
  winnersCount: number;
  /** The record file offered by "Download record". */
  file: { name: string; json: () => string };
  link: string | null;
  /** The version's own details after the commitment: its seeds, or its round and signature. */
  children: ReactNode;
}

/** A finished or cancelled record of any version: its details, its winners, its file and link, and its list with a search. */
export function ClosedRecord({ record, cancelled, closedAt, winnersText, winnersCount, file, link, children }: ClosedRecordProps) {
  const t = useT('verify');
  const count = useCount();
  const winners = useMemo(() => winnerNumbers(record.winners), [record.winners]);
  return (
    <section aria-labelledby="record-heading" className="space-y-4">
      <Title text={record.title} />
      <dl className={DETAILS}>
        <Detail term={t('detailAlgorithm')}>{record.algorithm}</Detail>
        <Detail term={t('detailCommitted')}>
          <Time value={record.committedAt} />
        </Detail>
        <Detail term={cancelled ? t('detailCancelled') : t('detailFinished')}>
          <Time value={closedAt} />
        </Detail>
        <Detail term={t('detailEntries')}>{count(record.entries.length)}</Detail>
        <Detail term={t('detailWinners')}>{winnersText}</Detail>
        <Detail term={t('detailCommitment')} mono>
          {record.commitment}
        </Detail>
        {children}
      </dl>
      <Winners winners={record.winners} cancelled={cancelled} />
      <RecordActions link={link} file={file} />
      <PrintLink link={link} kind="verification" />
      <EntrantSearch entries={record.entries} winners={winners} stage={cancelled ? 'cancelled' : 'finished'} />
      <RecordEntries entries={record.entries} winners={winners} winnersCount={winnersCount} />
    </section>
  );
}
