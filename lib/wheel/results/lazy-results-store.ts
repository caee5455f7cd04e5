import { lazyModule } from '@/lib/browser/lazy-module';

/**
 * The session's results (the store each spin records its winner into) in a chunk of its own, so
 * it is not among the scripts the page needs before the wheel comes to life. The wheel page asks
 * for it as it reads its stored state (useWheelHydration); the store reads session storage the
 * moment it arrives, before anything can record into it or show it. The embedded wheel, which
 * keeps nothing of the visitor's, never asks for it.
 */
export const resultsStoreCode = lazyModule(() =>
  import('@/lib/wheel/results/results-store').then((module) => {
    module.resultsStore.persistence.hydrate();
    return module;
  }),
);
