'use client';

import { useT } from '@/components/i18n/use-t';
import type { FlipStats } from '@/lib/coin/stats';

/** Heads and tails counts with whole-number percentages, and a bar showing the split. */
export function FlipCounts({ stats }: { stats: FlipStats }) {
  const t = useT('coin');
  // Counts are passed as text: they read without digit grouping, as a tally.
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2 text-sm">
        <p className="rounded-lg bg-note px-3 py-2 font-semibold text-fg">
          {t('headsCount', { count: String(stats.heads), percent: stats.headsPercent })}
        </p>
        <p className="rounded-lg bg-surface-strong px-3 py-2 text-right font-semibold text-fg">
          {t('tailsCount', { count: String(stats.tails), percent: stats.tailsPercent })}
        </p>
      </div>
      <div aria-hidden="true" className="flex h-2 overflow-hidden rounded-full bg-line">
        <div className="bg-amber-400" style={{ width: `${stats.headsPercent}%` }} />
        <div className="bg-slate-500" style={{ width: `${stats.tailsPercent}%` }} />
      </div>
      <p className="text-xs text-subtle">
        {t('flipsInAll', { count: String(stats.total) })}
      </p>
    </div>
  );
}
