'use client';

import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { formatCount } from '@/lib/format-count';
import { findEntrant, looseForm, type EntrantMatch, type EntrantSearch as Found } from '@/components/verify/find-entrant';

interface EntrantSearchProps {
  entries: readonly string[];
  /** Position → winner number (1 for the first drawn). */
  winners: ReadonlyMap<number, number>;
  /** Where the list stands: drawn and finished, cancelled part-way, or announced and not drawn yet. */
  stage: 'finished' | 'cancelled' | 'announced';
}

function standing(match: EntrantMatch, stage: EntrantSearchProps['stage']): string {
  if (match.winnerNumber !== null) {
    return stage === 'cancelled' ? `won as winner ${match.winnerNumber} before the draw was cancelled` : `won: winner ${match.winnerNumber}`;
  }
  if (stage === 'announced') return 'not drawn yet';
  return 'did not win';
}

function MatchList({ found, stage }: { found: { matches: EntrantMatch[]; total: number }; stage: EntrantSearchProps['stage'] }) {
  const { matches, total } = found;
  return (
    <>
      <ul className="mt-1 list-disc space-y-0.5 pl-6">
        {matches.map((match) => (
          <li key={match.position} className="wrap-anywhere">
            Position {match.position}: <bdi className="whitespace-pre-wrap">{match.text}</bdi> ({standing(match, stage)})
          </li>
        ))}
      </ul>
      {total > matches.length ? <p className="mt-1">and {formatCount(total - matches.length)} more places with the same text.</p> : null}
    </>
  );
}

/** Each entry's loose form, made once, on the first search that needs it. */
function lazyLooseForms(entries: readonly string[]): () => readonly string[] {
  let forms: string[] | null = null;
  return () => (forms ??= entries.map(looseForm));
}

function places(count: number): string {
  return count === 1 ? 'one place' : `${formatCount(count)} places`;
}

function Answer({ found, stage }: { found: Found; stage: EntrantSearchProps['stage'] }): ReactNode {
  switch (found.kind) {
    case 'empty':
      return null;
    case 'exact':
      return (
        <>
          <p className="font-semibold text-emerald-800 dark:text-emerald-300">
            “<bdi className="whitespace-pre-wrap">{found.query}</bdi>” is in this draw, exactly as typed, at {places(found.total)}.
          </p>
          <MatchList found={found} stage={stage} />
          {found.looseOnly > 0 ? (
            <p className="mt-1 text-muted">
              {formatCount(found.looseOnly)} other {found.looseOnly === 1 ? 'entry differs' : 'entries differ'} from it only in capitals or spacing.
            </p>
          ) : null}
        </>
      );
    case 'loose':
      return (
        <>
          <p className="font-semibold text-amber-800 dark:text-amber-300">
            “<bdi className="whitespace-pre-wrap">{found.query}</bdi>” is not in this draw exactly as typed. Ignoring capitals and spacing, it
            matches {places(found.total)}:
          </p>
          <MatchList found={found} stage={stage} />
          <p className="mt-1 text-muted">The draw compares texts exactly, so check which spelling is yours.</p>
        </>
      );
    case 'absent':
      return (
        <p className="font-semibold text-red-800 dark:text-red-300">
          “<bdi className="whitespace-pre-wrap">{found.query}</bdi>” is not in this draw, not even ignoring capitals and spacing.
        </p>
      );
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

  return (
    <div role="search" className="rounded-xl border border-line bg-surface p-4 print:hidden">
      <label htmlFor={id} className="block font-semibold text-fg">
        Find an entrant
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        Type a name as it was entered to see whether it is in the list{stage === 'announced' ? '' : ' and whether it won'}.
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
