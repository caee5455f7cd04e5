import type { FlipStats } from '@/lib/coin/stats';

/** Heads and tails counts with whole-number percentages, and a bar showing the split. */
export function FlipCounts({ stats }: { stats: FlipStats }) {
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2 text-sm">
        <p className="rounded-lg bg-amber-50 px-3 py-2 font-semibold text-slate-900">
          Heads: {stats.heads} ({stats.headsPercent}%)
        </p>
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-right font-semibold text-slate-900">
          Tails: {stats.tails} ({stats.tailsPercent}%)
        </p>
      </div>
      <div aria-hidden="true" className="flex h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="bg-amber-400" style={{ width: `${stats.headsPercent}%` }} />
        <div className="bg-slate-500" style={{ width: `${stats.tailsPercent}%` }} />
      </div>
      <p className="text-xs text-slate-600">
        {stats.total} {stats.total === 1 ? 'flip' : 'flips'} in all
      </p>
    </div>
  );
}
