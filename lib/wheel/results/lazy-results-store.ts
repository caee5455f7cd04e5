import { lazyModule } from '@/lib/browser/lazy-module';

/**
 * The session's results (the store each spin records its winner into) in a chunk of its own, so
 * it is not among the scripts the page needs before the wheel comes to life. Its fetch starts as
 * this module is first evaluated, and the store reads session storage the moment it arrives, before
 * anything can record into it or show it.
 */
export const resultsStoreCode = lazyModule(() =>
  import('@/lib/wheel/results/results-store').then((module) => {
    module.resultsStore.persistence.hydrate();
    return module;
  }),
);

// Fetched at once, not at the first win: the Results tab and the first spin find it there.
if (typeof window !== 'undefined') resultsStoreCode.preload();
