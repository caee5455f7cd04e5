'use client';

import { lazyModule } from '@/lib/browser/lazy-module';

/**
 * The list's undo history (its steps, their saving, Undo with its toasts) in a chunk of its own,
 * so it is not among the scripts the page needs before the wheel comes to life. Its fetch starts
 * as this module is first evaluated, with the page's other scripts, and the history is restored
 * once it arrives (see useWheelHydration); the tool is not marked ready before then.
 */
export const historyCode = lazyModule(() => import('@/components/wheel/history/history-parts'));

// Fetched at once, not when first needed: the history must be there before the visitor's first change.
if (typeof window !== 'undefined') historyCode.preload();

/** Runs `act` with the history's code: at once when it is there, or as soon as it arrives. */
export function withHistory(act: (history: Awaited<ReturnType<typeof historyCode.load>>) => void): void {
  const history = historyCode.current();
  if (history) act(history);
  else historyCode.load().then(act, (error: unknown) => console.error('The undo history could not load.', error));
}
