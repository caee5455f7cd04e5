'use client';

import { useStore } from 'zustand';
import { coinStore, type CoinStore } from '@/lib/coin/coin-store';

/** Reads the coin store; the selector should return a stored reference or a primitive. */
export function useCoinStore<T>(selector: (state: CoinStore) => T): T {
  return useStore(coinStore, selector);
}
