'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CountField } from '@/components/ui/count-field';
import { notify } from '@/components/ui/notify';
import type { DrawStoreApi } from '@/components/wheel/draw/use-draw-store';
import { formatCount } from '@/lib/format-count';
import { visibleEntries } from '@/lib/wheel/list/entries';
import { clampWinnersPerSpin } from '@/lib/wheel/winners';
import { entriesStore } from '@/lib/wheel/stores/entries-store';
import { hostingStore } from '@/lib/wheel/stores/hosting-store';

/**
 * Before a draw is sealed nothing is committed: the host fixes how many
 * winners it will have, then "Seal the draw" checks every text and commits
 * to the list, the title, the time and that number.
 */
export function DrawSetup({ drawStore, visibleCount, sealing }: { drawStore: DrawStoreApi; visibleCount: number; sealing: boolean }) {
  const [wanted, setWanted] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const most = Math.max(1, visibleCount);
  const winnersCount = clampWinnersPerSpin(wanted, visibleCount);

  const seal = async () => {
    const entries = visibleEntries(entriesStore.getState().entries);
    if (entries.length === 0) {
      setProblem('Add at least one visible entry before sealing a draw.');
      return;
    }
    try {
      const outcome = await drawStore.getState().seal({ title: hostingStore.getState().title, entries, winnersCount: Math.min(winnersCount, entries.length) });
      setProblem(outcome.ok ? null : outcome.problem);
    } catch {
      notify({ title: 'Draw not sealed', description: 'This browser could not make the commitment (it needs Web Crypto, which only secure pages have).', variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-line p-3">
      <CountField
        label="Winners in this draw"
        labelClassName="text-sm"
        value={winnersCount}
        most={most}
        onChange={setWanted}
        hint={`Fixed when you seal the draw, with the list and the wheel title: 1 to ${formatCount(most)} (the visible entries).`}
      />
      {problem ? (
        <p role="alert" className="rounded-lg bg-note p-3 text-sm text-note-fg wrap-anywhere">
          {problem}
        </p>
      ) : null}
      <Button size="xs" disabled={sealing} onClick={() => void seal()}>
        {sealing ? 'Sealing...' : 'Seal the draw'}
      </Button>
    </div>
  );
}
