'use client';

import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';

/**
 * The parts of the wheel tool that arrive after the wheel, each in a chunk of its own: the side
 * tabs, the title field and Share under the wheel and the Fullscreen button (the exported page
 * already shows them; they come to life once their code is there), the spin engine, the list's
 * undo history and the session's results.
 */
const LATE_PARTS = ['side panel', 'stage footer', 'fullscreen button', 'spin engine', 'undo history', 'results'] as const;
type LatePart = (typeof LATE_PARTS)[number];

const hydratedParts = createStore<{ hydrated: readonly LatePart[] }>(() => ({ hydrated: [] }));

/** Notes that `part` has arrived and answers. */
export function latePartArrived(part: LatePart) {
  hydratedParts.setState(({ hydrated }) => ({ hydrated: hydrated.includes(part) ? hydrated : [...hydrated, part] }));
}

/** Notes that the component's `part` has hydrated and answers. */
export function useLatePartHydrated(part: LatePart) {
  useEffect(() => latePartArrived(part), [part]);
}

/** Calls `listener` now and whenever a late part arrives, with whether all of them have; returns the unsubscribe. */
export function followLateParts(listener: (allHydrated: boolean) => void): () => void {
  const tell = () => listener(LATE_PARTS.every((part) => hydratedParts.getState().hydrated.includes(part)));
  tell();
  return hydratedParts.subscribe(tell);
}
