'use client';

import { useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Hydratable } from '@/components/persist/use-hydrated-stores';
import { lazyModule } from '@/lib/browser/lazy-module';
import { localArea } from '@/lib/persist/storage-area';
import { DRAW_KEY } from '@/lib/draw/wheel-slices';
import type { DrawStore } from '@/lib/draw/draw-store';

/**
 * The checkable draw's store, the one way components reach it. Its code (Web
 * Crypto calls, record checks) stays out of the page's first load: it
 * arrives when a draw is stored or the draw's controls open.
 */

export type DrawLoadStatus = 'idle' | 'loading' | 'loaded';
type Draw = ReturnType<DrawStore['getState']>;
/** The draw's state and actions, as components see them. */
export type DrawStoreApi = StoreApi<Draw>;

const drawCode = lazyModule(() => import('@/lib/draw/draw-store'));

let status: DrawLoadStatus = 'idle';
let loaded: DrawStore | null = null;
const listeners = new Set<() => void>();

function setStatus(next: DrawLoadStatus) {
  status = next;
  listeners.forEach((listen) => listen());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The store with stored state read into it; while this is under way the wheel holds spins back (useDrawLoadStatus). */
export function loadDrawStore(): Promise<DrawStore> {
  if (status === 'idle') setStatus('loading');
  return drawCode.load().then(
    ({ drawStore }) => {
      if (!loaded) {
        drawStore.persistence.hydrate();
        loaded = drawStore;
        setStatus('loaded');
      }
      return drawStore;
    },
    (error: unknown) => {
      // A chunk that failed to arrive (offline, a new deploy) must not hold the wheel back for good.
      if (!loaded) setStatus('idle');
      throw error;
    },
  );
}

/** Fetches the store's code without reading storage or holding spins back: the draw's controls arrive with it. */
export function fetchDrawCode(): Promise<unknown> {
  return drawCode.load();
}

/**
 * The draw among the wheel's stores (use-wheel-hydration): hydrated in their
 * pass when its code is here; otherwise a stored draw starts loading in that
 * pass, so the wheel waits for it. Once loaded it follows other tabs with them.
 */
export const drawHydration: Hydratable = {
  persistence: {
    hydrate() {
      if (loaded) loaded.persistence.hydrate();
      else if (localArea.read(DRAW_KEY) !== null) loadDrawStore().catch((error: unknown) => console.error('Could not load the checkable draw.', error));
    },
    followStorageEvent(change) {
      if (loaded) loaded.persistence.followStorageEvent(change);
      // A draw sealed in another tab: this tab loads the draw too, so its list locks and its spins land on the draw's winners.
      else if (change.key === DRAW_KEY && change.newValue !== null) {
        loadDrawStore().catch((error: unknown) => console.error('Could not load the checkable draw.', error));
      }
    },
  },
};

/** Stands in for the store until its code is loaded: no draw. Sealing one loads the store first, so a stored draw is never replaced. */
const NO_DRAW = createStore<Draw>()(() => ({
  underWay: null,
  colors: [],
  typedSeed: '',
  past: [],
  settingUp: false,
  sealing: false,
  setUp: (open) => void loadDrawStore().then((store) => store.getState().setUp(open)),
  upcoming: null,
  beacon: 'none',
  seal: (input) => loadDrawStore().then((store) => store.getState().seal(input)),
  setPublicSeed: () => false,
  acceptWinner: () => false,
  finish: () => null,
  cancel: () => null,
  forget: () => {},
  retryBeacon: () => {},
}));

/** The draw's store once its code is loaded, until then a stand-in with no draw. */
export function useDrawStore(): DrawStoreApi {
  return useSyncExternalStore(subscribe, () => loaded ?? NO_DRAW, () => NO_DRAW);
}

export function useDrawLoadStatus(): DrawLoadStatus {
  return useSyncExternalStore(subscribe, () => status, () => 'idle');
}

/** Whether a draw under way has locked the list right now, for code outside React (an undo from a toast or a key). */
export function listLockedNow(): boolean {
  return loaded !== null && loaded.getState().underWay !== null;
}

/**
 * Whether a draw under way locks the list, for a link about to replace it:
 * known at once when no draw is stored or its store is here; a promise while
 * a stored draw's code loads (a draw that cannot load locks nothing).
 */
export function listLockedOnceDrawRead(): boolean | Promise<boolean> {
  if (loaded || localArea.read(DRAW_KEY) === null) return listLockedNow();
  return loadDrawStore().then(
    (store) => store.getState().underWay !== null,
    () => false,
  );
}
