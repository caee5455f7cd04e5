'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/browser/when-idle';

/**
 * Once `ready` (the page has started and answers), fetches late code in the browser's first idle
 * moment after, one preload per idle moment: a control whose code is fetched this way opens at a
 * press with nothing left to wait for, and the fetching never competes with the page's start.
 * `preloads` must be the same array on every render (a module constant). `afterMs` holds the first
 * preload back that long past `ready`: evaluating a chunk is a task of its own, and a phone's
 * start-up is no place for one a visitor did not ask for.
 */
export function useIdlePreload(ready: boolean, preloads: readonly { preload: () => void }[], afterMs = 0) {
  useEffect(() => {
    if (!ready) return;
    let cancel = () => {};
    const next = ([first, ...rest]: readonly { preload: () => void }[]) => {
      if (!first) return;
      cancel = whenIdle(() => {
        first.preload();
        next(rest);
      });
    };
    if (afterMs === 0) next(preloads);
    else {
      const timer = setTimeout(() => next(preloads), afterMs);
      cancel = () => clearTimeout(timer);
    }
    return () => cancel();
  }, [ready, preloads, afterMs]);
}
