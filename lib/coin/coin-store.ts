import {
  DEFAULT_FLIP_SETTINGS,
  DEFAULT_THEME,
  UNSET_LABELS,
  type CoinLabels,
  type CoinSideId,
  type CoinTheme,
  type FlipResult,
  type FlipSettings,
} from '@/lib/coin/coin';
import { addToHistory } from '@/lib/coin/outcome';
import { mergeHistories, parseStoredResults, parseStoredTheme } from '@/lib/coin/stored';
import { persistedField } from '@/lib/persist/persisted-field';
import { createPersistedStore } from '@/lib/persist/persisted-store';
import { localArea, type StorageArea } from '@/lib/persist/storage-area';

export const COIN_RESULTS_KEY = 'coinFlipResults';
export const COIN_THEME_KEY = 'coinFlipTheme';

export interface CoinState {
  results: FlipResult[];
  theme: CoinTheme;
  /** Not kept: a reload brings back the default labels (HEADS and TAILS in English). */
  labels: CoinLabels;
  /** Not kept either. */
  settings: FlipSettings;
}

interface CoinActions {
  addResult: (result: FlipResult) => void;
  clearResults: () => void;
  updateTheme: (patch: Partial<CoinTheme>) => void;
  setLabel: (side: CoinSideId, label: string) => void;
  updateSettings: (patch: Partial<FlipSettings>) => void;
}

export type CoinStore = CoinState & CoinActions;

/**
 * The coin's one store, kept under two keys: the history as a bare JSON list
 * (version 1, timestamps as ISO text) and the theme as a bare object
 * (version 1; version 0 also had `shadowColor`, now ignored). Another tab's
 * flips are merged in by id rather than replacing this tab's.
 */
export function createCoinStore(area: StorageArea = localArea) {
  return createPersistedStore<CoinStore>(
    (set) => ({
      results: [],
      theme: { ...DEFAULT_THEME },
      labels: { ...UNSET_LABELS },
      settings: { ...DEFAULT_FLIP_SETTINGS },
      addResult: (result) => set((state) => ({ results: addToHistory(state.results, result) })),
      clearResults: () => set({ results: [] }),
      updateTheme: (patch) => set((state) => ({ theme: { ...state.theme, ...patch } })),
      setLabel: (side, label) => set((state) => ({ labels: { ...state.labels, [side]: label } })),
      updateSettings: (patch) => set((state) => ({ settings: { ...state.settings, ...patch } })),
    }),
    [
      persistedField<CoinState, FlipResult[]>({
        key: COIN_RESULTS_KEY,
        area,
        version: 1,
        label: 'coin flip results',
        decode: parseStoredResults,
        select: (state) => state.results,
        apply: (results) => ({ results }),
        mergeFromOtherTab: mergeHistories,
      }),
      persistedField<CoinState, CoinTheme>({
        key: COIN_THEME_KEY,
        area,
        version: 1,
        label: 'coin theme',
        decode: parseStoredTheme,
        select: (state) => state.theme,
        apply: (theme) => ({ theme }),
      }),
    ],
  );
}

export const coinStore = createCoinStore();
