import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import type { BoundField } from '@/lib/persist/persisted-field';
import type { WriteScheduler } from '@/lib/persist/write-scheduler';

export interface Persistence {
  /** Reads every field from storage into the store. Synchronous, so the caller decides when stored state appears. */
  hydrate(): void;
  /** Applies another tab's change, announced by the window's storage event. */
  followStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue' | 'storageArea'>): void;
}

export type PersistedStore<S> = StoreApi<S> & { persistence: Persistence };

/** Which states are too big to write on every change, and when their writes run instead. */
export interface WriteDeferral<S> {
  when: (state: S) => boolean;
  scheduler: WriteScheduler;
}

/**
 * A plain zustand store whose fields are kept in storage, one key each. Every
 * change is written at once (unchanged values are skipped), except a state the
 * deferral calls big: its write waits for the scheduler and then saves the
 * latest state. Stored data is read only when `hydrate` is called, so static
 * HTML and the first render can show the defaults.
 */
export function createPersistedStore<S>(
  initializer: StateCreator<S, [], []>,
  fields: readonly BoundField<S>[],
  deferral?: WriteDeferral<S>,
): PersistedStore<S> {
  const store = createStore<S>()(initializer);
  fields.forEach((field) => field.prime(store.getState()));
  const writeAll = (state: S) => fields.forEach((field) => field.write(state));
  let writePending = false;
  const flush = () => {
    writePending = false;
    writeAll(store.getState());
  };
  store.subscribe((state) => {
    // A pending write saves whatever the state is when it runs, this change included.
    if (writePending) return;
    if (deferral?.when(state)) {
      writePending = true;
      deferral.scheduler.later(flush);
    } else {
      writeAll(state);
    }
  });

  const persistence: Persistence = {
    hydrate() {
      const patch = fields.reduce<Partial<S>>((acc, field) => ({ ...acc, ...field.read() }), {});
      if (Object.keys(patch).length > 0) store.setState(patch);
    },
    followStorageEvent(event) {
      for (const field of fields) {
        const patch = field.follow(event, store.getState());
        if (patch) store.setState(patch);
      }
    },
  };
  return Object.assign(store, { persistence });
}
