/** Code kept out of the page's start-up and fetched when it is first needed. */
export interface LazyModule<T> {
  /** The code, fetched on the first call; later calls share that fetch. */
  load(): Promise<T>;
  /**
   * Starts the fetch without waiting for it (as the pointer or focus reaches
   * the control that needs it); a failure is left for the next `load` to meet.
   */
  preload(): void;
  /** The code once it has arrived, for a caller that must not wait a tick; undefined until then. */
  current(): T | undefined;
}

/**
 * The one way to load a plain module late: `lazyModule(() => import('...'))`,
 * the importer left in place so the bundler gives the module a chunk of its
 * own. The fetch is shared by every caller. A failed one (a dropped
 * connection, or a chunk a new deploy removed: see chunk-error.ts) is not
 * kept, so the next call fetches again instead of failing for the rest of
 * the visit.
 */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | undefined;
  let arrived: T | undefined;
  const load = () =>
    (loading ??= importer().then(
      (value) => (arrived = value),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    load,
    preload: () => void load().catch(() => {}),
    current: () => arrived,
  };
}
