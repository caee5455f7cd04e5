'use client';

import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { useT } from '@/components/i18n/use-t';
import { findEntrant, looseForm, type EntrantMatch, type EntrantSearch as Found } from '@/lib/draw/find-entrant';
import { richText } from '@/components/verify/rich-text';
import type { Translate } from '@/lib/i18n/messages';

interface EntrantSearchProps {
  entries: readonly string[];
  /** Position → winner number (1 for the first drawn). */
  winners: ReadonlyMap<number, number>;
  /** Where the list stands: drawn and finished, cancelled part-way, or announced and not drawn yet. */
  stage: 'finished' | 'cancelled' | 'announced';
}

type Stage = EntrantSearchProps['stage'];

function standing(t: Translate<'verify'>, match: EntrantMatch, stage: Stage): string {
  if (match.winnerNumber !== null) {
    const winner = String(match.winnerNumber);
    return stage === 'cancelled' ? t('matchWonBeforeCancelled', { winner }) : t('matchWon', { winner });
  }
  if (stage === 'announced') return t('matchNotDrawnYet');
  return t('matchDidNotWin');
}

/** An entry or the typed name, in its own direction, spaces kept. */
function EntryText({ text }: { text: string }) {
  return <bdi className="whitespace-pre-wrap">{text}</bdi>;
}

function MatchList({ found, stage }: { found: { matches: EntrantMatch[]; total: number }; stage: Stage }) {
  const t = useT('verify');
  const { matches, total } = found;
  return (
    <>
      <ul className="mt-1 list-disc space-y-0.5 pl-6">
        {matches.map((match) => (
          <li key={match.position} className="wrap-anywhere">
            {richText(t, 'matchAt', { text: <EntryText text={match.text} /> }, { position: String(match.position), standing: standing(t, match, stage) })}
          </li>
        ))}
      </ul>
      {total > matches.length ? <p className="mt-1">{t('moreMatches', { count: total - matches.length })}</p> : null}
    </>
  );
}

/** Each entry's loose form, made once, on the first search that needs it. */
function lazyLooseForms(entries: readonly string[]): () => readonly string[] {
  let forms: string[] | null = null;
  return () => (forms ??= entries.map(looseForm));
}

function Answer({ found, stage }: { found: Found; stage: Stage }): ReactNode {
  const t = useT('verify');
  switch (found.kind) {
    case 'empty':
      return null;
    case 'exact':
      return (
        <>
          <p className="font-semibold text-emerald-800 dark:text-emerald-300">
            {richText(t, 'foundExactly', { query: <EntryText text={found.query} /> }, { count: found.total })}
          </p>
          <MatchList found={found} stage={stage} />
          {found.looseOnly > 0 ? <p className="mt-1 text-muted">{t('foundLooseToo', { count: found.looseOnly })}</p> : null}
        </>
      );
    case 'loose':
      return (
        <>
          <p className="font-semibold text-amber-800 dark:text-amber-300">
            {richText(t, 'foundLoosely', { query: <EntryText text={found.query} /> }, { count: found.total })}
          </p>
          <MatchList found={found} stage={stage} />
          <p className="mt-1 text-muted">{t('foundLooselyAdvice')}</p>
        </>
      );
    case 'absent':
      return <p className="font-semibold text-red-800 dark:text-red-300">{richText(t, 'notFound', { query: <EntryText text={found.query} /> })}</p>;
  }
}

/**
 * A search box for entrants checking they are in the list (before the draw,
 * from an announcement) or whether they won. It answers as the draw compares
 * texts, exactly after NFC, and names near misses in capitals or spacing apart.
 */
export function EntrantSearch({ entries, winners, stage }: EntrantSearchProps) {
  const [typed, setTyped] = useState('');
  // Typing stays smooth on a long list: the answer follows when there is time.
  const deferred = useDeferredValue(typed);
  const looseEntries = useMemo(() => lazyLooseForms(entries), [entries]);
  const found = useMemo(() => findEntrant(deferred, { entries, winners, looseEntries }), [deferred, entries, winners, looseEntries]);
  const id = useId();
  const t = useT('verify');

  return (
    <div role="search" className="rounded-xl border border-line bg-surface p-4 print:hidden">
      <label htmlFor={id} className="block font-semibold text-fg">
        {t('findLabel')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {stage === 'announced' ? t('findHintAnnounced') : t('findHint')}
      </p>
      <input
        id={id}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        className="mt-2 block w-full rounded-lg border border-line-stronger bg-surface px-3 py-2 text-fg"
      />
      <div aria-live="polite" className="mt-2 text-sm text-fg wrap-anywhere">
        <Answer found={found} stage={stage} />
      </div>
    </div>
  );
}
