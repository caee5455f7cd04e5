import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { safeSessionStorage } from '@/lib/browser/safe-storage';
import { plainJsonStorage } from '@/lib/browser/plain-json-storage';
import type { WheelEntry } from '@/lib/wheel/entries';
import { parseStoredResults, type WheelResult } from '@/lib/wheel/results';

interface ResultsState {
  results: readonly WheelResult[];
}

interface ResultsActions {
  /** Puts the winner at the front of the list. */
  record: (entry: WheelEntry, now?: Date) => void;
  clear: () => void;
}

export const RESULTS_KEY = 'wheelResults';

export const useResultsStore = create<ResultsState & ResultsActions>()(
  persist(
    (set) => ({
      results: [],
      record: (entry, now = new Date()) =>
        set((s) => ({
          results: [
            { id: `${now.getTime()}-${s.results.length}`, entry: { id: entry.id, text: entry.text, color: entry.color }, timestamp: now },
            ...s.results,
          ],
        })),
      clear: () => set({ results: [] }),
    }),
    {
      name: RESULTS_KEY,
      version: 1,
      skipHydration: true,
      // JSON.stringify writes the dates as ISO strings; parseStoredResults turns them back.
      storage: plainJsonStorage<ResultsState, readonly WheelResult[]>({
        storage: safeSessionStorage,
        toStored: (s) => s.results,
        fromStored: (value) => {
          const results = parseStoredResults(value);
          return results ? { results } : null;
        },
        defaults: { results: [] },
        version: 1,
      }),
      partialize: (s) => ({ results: s.results }),
    },
  ),
);
