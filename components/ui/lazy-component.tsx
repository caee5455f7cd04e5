import { Activity, lazy, Suspense, useState, type ComponentType } from 'react';
import { lazyModule } from '@/lib/browser/lazy-module';

/** A component whose code arrives when it first renders, or earlier if preloaded. */
export type LazyComponent<P> = ComponentType<P> & {
  /** Starts fetching the code (as the pointer or focus reaches what opens it), so a press rarely waits. */
  preload: () => void;
};

/**
 * The one way to load a component late: React's `lazy` over a shared
 * `lazyModule` fetch, so preloading and rendering fetch the code once, in a
 * Suspense boundary of its own that shows nothing while the code is on its
 * way. Called at the top of a module:
 * `lazyComponent(() => import('./x').then((m) => m.X))`.
 *
 * React's own `lazy` rather than `next/dynamic`, which wraps the same thing
 * and adds about 1 kB to the start-up scripts of every page that uses it.
 * A component that must mount outside Suspense (the toaster, the sortable
 * entry list) loads its code with `lazyModule` and keeps it in state instead.
 *
 * Code that has already arrived (preloaded) renders at once, in the same
 * frame: through `lazy` it would first show the empty fallback and then wait
 * for React's pause before revealing suspended content (about 300 ms). The
 * choice is made when the component mounts and kept, so it never remounts.
 */
export function lazyComponent<P extends object>(importer: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const code = lazyModule(importer);
  const Lazy = lazy(() => code.load().then((component) => ({ default: component })));
  function LateComponent(props: P) {
    const [Arrived] = useState(() => code.current());
    if (Arrived) return <Arrived {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LateComponent, { preload: code.preload });
}

/**
 * A part the exported page shows in full whose code arrives after the page's first scripts: its
 * own chunk, fetched as hydration reaches it. Until the code is there, the part stays as the page
 * showed it; it then comes to life in tasks of its own, after the rest of the page. A press on it
 * before then is answered once it has (React hydrates a part first where the visitor acts).
 *
 * An Activity boundary rather than Suspense: the page's HTML holds a large Suspense boundary's
 * content apart, hidden, and reveals it with a script a frame or more later (so it would be
 * missing without scripts, and could move what is under it as it appears); an Activity boundary's
 * content stays in place, and is hydrated on its own all the same. Called at the top of a module.
 * Its props should stay the same until it has hydrated (pass a memoized element).
 */
export function lateHydratedComponent<P extends object>(importer: () => Promise<ComponentType<P>>): ComponentType<P> {
  const code = lazyModule(importer);
  const Lazy = lazy(() => code.load().then((component) => ({ default: component })));
  function LateHydrated(props: P) {
    return (
      <Activity mode="visible">
        <Lazy {...props} />
      </Activity>
    );
  }
  return LateHydrated;
}
