'use client';

import { useLayoutEffect } from 'react';
import { useStore } from 'zustand';
import { coinStore, type CoinStore } from '@/lib/coin/coin-store';

/** Reads the coin store; the selector should return a stored reference or a primitive. */
export function useCoinStore<T>(selector: (state: CoinStore) => T): T {
  return useStore(coinStore, selector);
}

/**
 * Loads the saved history and theme once, after hydration: the static HTML
 * and the first client render show the defaults (no hydration mismatch), and
 * a layout effect swaps in stored colours before the browser paints.
 */
export function useHydrateCoinStore(): void {
  useLayoutEffect(() => {
    if (!coinStore.persist.hasHydrated()) void coinStore.persist.rehydrate();
  }, []);
}
