'use client';

import { useSyncExternalStore } from 'react';
import { localArea } from '@/lib/persist/storage-area';
import { DRAW_KEY } from '@/lib/wheel/draw/checkable-draw';
import type { DrawStore } from '@/lib/wheel/stores/draw-store';

export type DrawLoadStatus = 'idle' | 'loading' | 'loaded';

let status: DrawLoadStatus = 'idle';
let loaded: DrawStore | null = null;
let loading: Promise<DrawStore> | null = null;
const listeners = new Set<() => void>();

function setStatus(next: DrawLoadStatus) {
  status = next;
  listeners.forEach((listen) => listen());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The draw store's code (Web Crypto calls, record checks) stays out of the
 * page's first load: it arrives when a draw is stored or the draw's controls open.
 */
export function loadDrawStore(): Promise<DrawStore> {
  if (!loading) {
    setStatus('loading');
    loading = import('@/lib/wheel/stores/draw-store').then(({ drawStore }) => {
      drawStore.persistence.hydrate();
      window.addEventListener('storage', (event) => drawStore.persistence.followStorageEvent(event));
      loaded = drawStore;
      setStatus('loaded');
      return drawStore;
    });
    // A chunk that failed to arrive (offline, a new deploy) must not hold the wheel back for good.
    loading.catch(() => {
      loading = null;
      setStatus('idle');
    });
  }
  return loading;
}

/** Called as stored state is read: a draw under way (or finished) must be back before the wheel answers. */
export function loadStoredDraw() {
  if (localArea.read(DRAW_KEY) !== null) {
    loadDrawStore().catch((error: unknown) => console.error('Could not load the checkable draw.', error));
  }
}

export function useDrawLoadStatus(): DrawLoadStatus {
  return useSyncExternalStore(subscribe, () => status, () => 'idle');
}

export function useLoadedDrawStore(): DrawStore | null {
  return useSyncExternalStore(subscribe, () => loaded, () => null);
}
