'use client';

import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { notify } from '@/components/ui/notify';
import { downloadText } from '@/lib/browser/download';
import { pathIn } from '@/lib/i18n/languages';
import { resultAge, resultsCsv, shareText, type CsvWords, type ShareWords } from '@/lib/wheel/results/results-export';
import type { WheelResult } from '@/lib/wheel/results/results';
import { useStore } from 'zustand';
import { resultsStore } from '@/lib/wheel/results/results-store';
import { useNow } from '@/components/wheel/results/use-now';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { shortenedText } from '@/lib/wheel/entries/long-text';
import type { Translate } from '@/lib/i18n/messages';

/** Ages read in minutes at the finest, so a refresh every 30 s keeps them at most half a minute behind. */
const AGE_REFRESH_MS = 30_000;

// Counts and places are handed over as text: they read as plain digits (1000, not 1,000), as in the CSV.

function shareWords(t: Translate<'results'>): ShareWords {
  return { heading: t('sharedResultsHeading'), more: (count) => t('sharedResultsMore', { count: String(count) }) };
}

function csvWords(t: Translate<'results'>): CsvWords {
  return {
    position: t('csvPosition'),
    winner: t('csvWinner'),
    timestamp: t('csvTimestamp'),
    draw: t('csvDraw'),
    spin: (spin) => t('csvSpin', { spin: String(spin) }),
    spinWinner: (spin, { place, of }) => t('csvSpinWinner', { spin: String(spin), place: String(place), of: String(of) }),
  };
}

/** "Just now", "5m ago", "2h ago", "3d ago". */
function ageText(t: Translate<'results'>, timestamp: Date, now: Date): string {
  const age = resultAge(timestamp, now);
  switch (age.unit) {
    case 'now':
      return t('ageJustNow');
    case 'minutes':
      return t('ageMinutes', { count: age.count });
    case 'hours':
      return t('ageHours', { count: age.count });
    case 'days':
      return t('ageDays', { count: age.count });
  }
}

/** A result drawn by a checkable draw; the link appears once the draw is finished. */
function DrawMark({ verifyPath }: { verifyPath?: string }) {
  const t = useT('results');
  const lang = useLang();
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs">
      <span className="rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-accent-strong">{t('checkableDraw')}</span>
      {verifyPath ? (
        <a href={pathIn(lang, verifyPath)} className="font-semibold text-accent underline underline-offset-2">
          {t('verifyThisDraw')}
        </a>
      ) : (
        <span className="text-subtle">{t('verifiableWhenFinished')}</span>
      )}
    </span>
  );
}

function ResultItem({ result, now }: { result: WheelResult; now: Date }) {
  const t = useT('results');
  const round = result.round;
  return (
    <li className="flex items-start gap-3 px-3 py-2">
      {result.entry.image === undefined ? (
        <span
          aria-hidden="true"
          className="mt-1 h-3.5 w-3.5 shrink-0 rounded-full border border-line-stronger"
          style={{ backgroundColor: result.entry.color }}
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- a data URL made in the page: nothing to optimise
        <img
          src={result.entry.image}
          alt={shortenedText(result.entry.text)}
          className="size-8 shrink-0 rounded-md border-2 object-cover"
          style={{ borderColor: result.entry.color }}
        />
      )}
      <span className="min-w-0 flex-1">
        <span dir="auto" className="block whitespace-pre-wrap text-fg wrap-anywhere">
          {shortenedText(result.entry.text)}
        </span>
        {round ? (
          <span className="block text-xs text-subtle">{t('winnerPlace', { place: String(round.place), of: String(round.of) })}</span>
        ) : null}
        {result.draw ? <DrawMark verifyPath={result.draw.verifyPath} /> : null}
      </span>
      <time dateTime={result.timestamp.toISOString()} className="shrink-0 text-sm text-subtle tabular-nums">
        {ageText(t, result.timestamp, now)}
      </time>
    </li>
  );
}

/** The session's winners, newest first, with share/copy, CSV export and clear. */
export function ResultsTab() {
  const t = useT('results');
  const lang = useLang();
  const results = useStore(resultsStore, (s) => s.results);
  const clear = useStore(resultsStore, (s) => s.clear);
  const now = useNow(AGE_REFRESH_MS);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const empty = results.length === 0;

  const onClear = () => {
    // The Clear button disables itself; move focus to the empty-state message instead of losing it to the page.
    flushSync(clear);
    emptyRef.current?.focus();
  };

  const notifyCopied = () => notify({ title: t('resultsCopiedTitle'), description: t('resultsCopiedDescription') });
  const notifyCopyFailed = () =>
    notify({ title: t('resultsCopyFailedTitle'), description: t('resultsCopyFailedDescription'), variant: 'destructive' });
  const exportCsv = () => {
    downloadText(t('csvFileName'), resultsCsv(results, csvWords(t), { lang }));
    notify({ title: t('resultsExportedTitle'), description: t('resultsExportedDescription') });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-fg">{t('resultsHeading')}</h3>
        <p className="text-sm text-muted">{t('resultCount', { count: String(results.length) })}</p>
      </div>
      <p className="text-sm text-muted">{t('resultsIntro')}</p>

      {empty ? (
        <div className="flex h-80 items-center justify-center rounded-lg border border-dashed border-line-strong p-4">
          <p ref={emptyRef} tabIndex={-1} className="text-center text-muted">
            {t('noResults')}
          </p>
        </div>
      ) : (
        <div role="region" aria-label={t('resultsHistory')} tabIndex={0} className="h-80 overflow-y-auto rounded-lg border border-line">
          {/* Safari drops list semantics from a list without bullets unless the role is explicit. */}
          <ul role="list" className="divide-y divide-line">
            {results.map((result) => (
              <ResultItem key={result.id} result={result} now={now} />
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-wrap gap-2">
        <CopyButton
          disabled={empty}
          text={() => shareText(results, shareWords(t))}
          share={{ title: t('sharedResultsTitle'), label: t('shareResults') }}
          onCopied={notifyCopied}
          onFailed={notifyCopyFailed}
        >
          {t('copyResults')}
        </CopyButton>
        <Button variant="secondary" disabled={empty} onClick={exportCsv}>
          {t('exportCsv')}
        </Button>
        <Button variant="secondary" disabled={empty} onClick={onClear}>
          {t('clearResults')}
        </Button>
      </div>
    </div>
  );
}
