'use client';

import { useMemo } from 'react';
import { FlipCounts } from '@/components/coin/flip-counts';
import { useCoinStore } from '@/components/coin/use-coin-store';
import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { notify } from '@/components/ui/notify';
import { downloadText } from '@/lib/browser/download';
import { flipResultsCsv, flipResultsDay } from '@/lib/coin/csv';
import { flipStats, recentFlips } from '@/lib/coin/stats';
import { formatClock } from '@/lib/i18n/moments';
import { LANGUAGE_FACTS } from '@/lib/i18n/languages';
import { Button } from '@/components/ui/button';

export function ResultsPanel() {
  const t = useT('coin');
  const lang = useLang();
  const locale = LANGUAGE_FACTS[lang].tag;
  const results = useCoinStore((state) => state.results);
  const clearResults = useCoinStore((state) => state.clearResults);
  const stats = useMemo(() => flipStats(results), [results]);
  const { shown, moreCount } = useMemo(() => recentFlips(results), [results]);

  const download = () => {
    const columns = { timestamp: t('csvTimestampColumn'), result: t('csvResultColumn') };
    downloadText(t('csvFileName', { day: flipResultsDay(new Date()) }), flipResultsCsv(results, columns, { lang }));
    notify({ title: t('exportedToastTitle'), description: t('exportedToastDescription') });
  };

  return (
    <section aria-labelledby="results-history-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="results-history-heading" className="text-lg font-bold text-fg">
          {t('resultsHistoryHeading')}
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={download} disabled={stats.total === 0}>
            {t('downloadCsv')}
          </Button>
          <Button variant="secondary" onClick={clearResults} disabled={stats.total === 0}>
            {t('clearHistory')}
          </Button>
        </div>
      </div>
      {stats.total === 0 ? (
        <div className="rounded-xl border border-dashed border-line-strong px-4 py-8 text-center">
          <p className="font-semibold text-fg">{t('noFlipsYet')}</p>
          <p className="mt-1 text-sm text-muted">{t('noFlipsYetHint')}</p>
        </div>
      ) : (
        <>
          <FlipCounts stats={stats} />
          <ul
            // Focusable so the list can be scrolled from the keyboard once it outgrows 16rem.
            tabIndex={0}
            aria-label={t('latestFlipsList')}
            className="max-h-64 divide-y divide-line overflow-y-auto rounded-xl border border-line bg-surface"
          >
            {shown.map((result, index) => (
              <li key={`${result.id}-${index}`} className="flex items-center gap-3 px-3 py-2 text-sm">
                <span className="w-8 shrink-0 tabular-nums text-subtle">{t('flipNumber', { number: String(stats.total - index) })}</span>
                <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-full border border-line-stronger" style={{ background: result.side.color }} />
                <span dir="auto" className="min-w-0 flex-1 truncate font-semibold text-fg">{result.side.label}</span>
                <time dateTime={result.timestamp.toISOString()} className="shrink-0 tabular-nums text-subtle">
                  {formatClock(result.timestamp, locale)}
                </time>
              </li>
            ))}
          </ul>
          {moreCount > 0 ? <p className="text-center text-sm text-muted">{t('moreFlips', { count: String(moreCount) })}</p> : null}
        </>
      )}
    </section>
  );
}
