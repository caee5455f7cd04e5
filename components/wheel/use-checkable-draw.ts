'use client';

import { useMemo } from 'react';
import { useStore } from 'zustand';
import { notify } from '@/components/ui/notify';
import type { NextWinner } from '@/components/wheel/use-wheel-spin';
import { drawSlices, drawStateKey, upcomingSliceIndex } from '@/lib/wheel/checkable-draw';
import { drawStore, type DrawActions, type DrawState } from '@/lib/wheel/stores/draw-store';

export const useDrawStore = <T>(selector: (state: DrawState & DrawActions) => T): T => useStore(drawStore, selector);

/** True while a checkable draw is under way: the entry list must not change until it is finished or cancelled. */
export function useListLocked(): boolean {
  return useDrawStore((s) => s.underWay !== null);
}

export const LIST_LOCKED_NOTICE = 'The list is locked while a checkable draw is under way. Finish or cancel the draw in the Spin tab to edit it.';

/** The wheel's next spin during a checkable draw: the entries not yet won, landing on the draw's next winner. */
export function useDrawNextWinner(): NextWinner | null {
  const underWay = useDrawStore((s) => s.underWay);
  const colors = useDrawStore((s) => s.colors);
  const upcoming = useDrawStore((s) => s.upcoming);
  return useMemo(() => {
    if (!underWay) return null;
    const forKey = drawStateKey(underWay);
    return {
      slices: drawSlices(underWay, colors),
      winnerIndex: upcomingSliceIndex(underWay, upcoming),
      commitment: underWay.commitment,
      onLanded: () => {
        if (!drawStore.getState().acceptWinner(forKey)) {
          // Only another tab moving the same draw on at the same moment gets here.
          notify({ title: 'Draw changed', description: 'The draw moved on in another tab; this spin was not added to it.', variant: 'destructive' });
        }
      },
    };
  }, [underWay, colors, upcoming]);
}
