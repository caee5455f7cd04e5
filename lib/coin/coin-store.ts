import { persist, type PersistStorage, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { safeLocalStorage } from '@/lib/browser/safe-storage';
import {
  DEFAULT_FLIP_SETTINGS,
  DEFAULT_LABELS,
  DEFAULT_THEME,
  type CoinLabels,
  type CoinSideId,
  type CoinTheme,
  type FlipResult,
  type FlipSettings,
} from '@/lib/coin/coin';
import { addToHistory } from '@/lib/coin/outcome';
import { readPersistedCoin, type PersistedCoin } from '@/lib/coin/stored';

export const COIN_RESULTS_KEY = 'coinFlipResults';
export const COIN_THEME_KEY = 'coinFlipTheme';
const COIN_STORE_VERSION = 1;

export interface CoinState {
  results: FlipResult[];
  theme: CoinTheme;
  /** Not persisted (SPEC.md section 7): a reload brings back HEADS and TAILS. */
  labels: CoinLabels;
  /** Not persisted either. */
  settings: FlipSettings;
}

export interface CoinActions {
  addResult: (result: FlipResult) => void;
  clearResults: () => void;
  updateTheme: (patch: Partial<CoinTheme>) => void;
  setLabel: (side: CoinSideId, label: string) => void;
  updateSettings: (patch: Partial<FlipSettings>) => void;
}

export type CoinStore = CoinState & CoinActions;

function readText(storage: StateStorage, key: string): string | null {
  const raw = storage.getItem(key);
  // Hydration is synchronous so stored colours arrive before the first paint; async storage is not supported.
  return typeof raw === 'string' ? raw : null;
}

/**
 * The two keys SPEC.md section 7 names, in the formats it gives: the history
 * as a bare JSON list and the theme as a bare object. Reading validates both
 * and logs whatever it had to ignore.
 */
export function coinPersistStorage(storage: StateStorage): PersistStorage<PersistedCoin> {
  // persist saves after every change, labels and sliders included; state is
  // immutable, so an unchanged reference means there is nothing new to write.
  let written: Partial<PersistedCoin> = {};
  return {
    getItem() {
      const parsed = readPersistedCoin(readText(storage, COIN_RESULTS_KEY), readText(storage, COIN_THEME_KEY));
      if (parsed === null) return null;
      parsed.problems.forEach((problem) => console.warn(problem));
      return { state: parsed.value, version: COIN_STORE_VERSION };
    },
    setItem(_name, { state }) {
      if (state.results !== written.results) storage.setItem(COIN_RESULTS_KEY, JSON.stringify(state.results));
      if (state.theme !== written.theme) storage.setItem(COIN_THEME_KEY, JSON.stringify(state.theme));
      written = state;
    },
    removeItem() {
      written = {};
      storage.removeItem(COIN_RESULTS_KEY);
      storage.removeItem(COIN_THEME_KEY);
    },
  };
}

/**
 * The coin's one store. It hydrates only when asked (`persist.rehydrate()`),
 * so the static HTML and the first client render both show the defaults.
 */
export function createCoinStore(storage: StateStorage = safeLocalStorage) {
  return createStore<CoinStore>()(
    persist(
      (set) => ({
        results: [],
        theme: { ...DEFAULT_THEME },
        labels: { ...DEFAULT_LABELS },
        settings: { ...DEFAULT_FLIP_SETTINGS },
        addResult: (result) => set((state) => ({ results: addToHistory(state.results, result) })),
        clearResults: () => set({ results: [] }),
        updateTheme: (patch) => set((state) => ({ theme: { ...state.theme, ...patch } })),
        setLabel: (side, label) => set((state) => ({ labels: { ...state.labels, [side]: label } })),
        updateSettings: (patch) => set((state) => ({ settings: { ...state.settings, ...patch } })),
      }),
      {
        name: 'coin',
        version: COIN_STORE_VERSION,
        storage: coinPersistStorage(storage),
        partialize: ({ results, theme }): PersistedCoin => ({ results, theme }),
        skipHydration: true,
      },
    ),
  );
}

export const coinStore = createCoinStore();
