'use client';

import { createElement, useMemo } from 'react';
import { useStore } from 'zustand';
import { useT } from '@/components/i18n/use-t';
import { notify } from '@/components/ui/notify';
import { useDrawLoadStatus, useDrawStore } from '@/components/wheel/draw/lazy-draw-store';
import type { NextWinner } from '@/lib/wheel/spin/spin-rounds';
import { drawSlices, drawStateKey, upcomingSliceIndex } from '@/lib/draw/wheel-slices';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import type { DrawState } from '@/lib/draw/draw-store';
import { winnersWanted } from '@/lib/draw/progress';

function useDrawView<T>(selector: (state: DrawState) => T): T {
  return useStore(useDrawStore(), selector);
}

/** True while a checkable draw is under way: the entry list must not change until it is finished or cancelled. */
export function useListLocked(): boolean {
  return useDrawView((s) => s.underWay !== null);
}

function ListLockedNotice() {
  return useT('draw')('listLocked');
}

/** What the entry list says while it is locked, in the page's language wherever it is placed. */
export const LIST_LOCKED_NOTICE = createElement(ListLockedNotice);

/** The title the wheel shows: a sealed draw's own (it is committed), otherwise null. */
export function useDrawTitle(): string | null {
  return useDrawView((s) => s.underWay?.title ?? null);
}

const noop = () => {};

/**
 * The wheel's next spin during a checkable draw: the entries not yet won,
 * landing on the draw's next winner. While a stored draw is still loading,
 * spins wait (winnerIndex null) on the plain list.
 */
export function useDrawNextWinner(visible: readonly WheelEntry[]): NextWinner | null {
  const t = useT('draw');
  const store = useDrawStore();
  const waiting = useDrawLoadStatus() === 'loading';
  const underWay = useDrawView((s) => s.underWay);
  const colors = useDrawView((s) => s.colors);
  const upcoming = useDrawView((s) => s.upcoming);
  return useMemo(() => {
    if (waiting) return { slices: visible, winnerIndex: null, commitment: '', onLanded: noop, winnersLeft: 1 };
    if (!underWay) return null;
    const forKey = drawStateKey(underWay);
    return {
      slices: drawSlices(underWay, colors),
      winnerIndex: upcomingSliceIndex(underWay, upcoming),
      commitment: underWay.commitment,
      winnersLeft: winnersWanted(underWay) - underWay.winners.length,
      onLanded: () => {
        if (!store.getState().acceptWinner(forKey)) {
          // Only another tab moving the same draw on at the same moment gets here.
          notify({ title: t('drawChangedTitle'), description: t('drawChanged'), variant: 'destructive' });
        }
      },
    };
  }, [waiting, visible, store, underWay, colors, upcoming, t]);
}
