import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { lazyModule } from '@/lib/browser/lazy-module';

/** A component whose code arrives when it first renders, or earlier if preloaded. */
export type LazyComponent<P> = ComponentType<P> & {
  /** Starts fetching the code (as the pointer or focus reaches what opens it), so a press rarely waits. */
  preload: () => void;
};

/**
 * The one way to load a component late: `next/dynamic` over a shared
 * `lazyModule` fetch, so preloading and rendering fetch the code once. Called
 * at the top of a module with the import written in place:
 * `lazyComponent(() => import('./x').then((m) => m.X))`.
 *
 * While the code is on its way the component suspends, to the nearest
 * Suspense boundary; with `ssr: false` (a dialog opened by a press) it has a
 * boundary of its own that shows nothing. None of these is in the exported
 * HTML, so nothing needs `next/dynamic`'s server-side chunk preloading.
 * A component that must mount outside Suspense (the toaster, the sortable
 * entry list) loads its code with `lazyModule` and keeps it in state instead.
 */
export function lazyComponent<P extends object>(importer: () => Promise<ComponentType<P>>, options?: { ssr: false }): LazyComponent<P> {
  const code = lazyModule(importer);
  // Two calls with literal options: next/dynamic's compiler transform reads them as written.
  const Component = options ? dynamic(() => code.load(), { ssr: false }) : dynamic(() => code.load());
  return Object.assign(Component, { preload: code.preload });
}
