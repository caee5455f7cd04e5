'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/browser/when-idle';

/**
 * Once `ready` (the page has started and answers), fetches late code in the browser's first idle
 * moment after, one preload per idle moment: a control whose code is fetched this way opens at a
 * press with nothing left to wait for, and the fetching never competes with the page's start.
 * `preloads` must be the same array on every render (a module constant).
 */
export function useIdlePreload(ready: boolean, preloads: readonly { preload: () => void }[]) {
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
    next(preloads);
    return () => cancel();
  }, [ready, preloads]);
}
