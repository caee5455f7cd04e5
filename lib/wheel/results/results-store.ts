import { sessionArea } from '@/lib/persist/storage-area';
import { persistedField } from '@/lib/persist/persisted-field';
import { createPersistedStore } from '@/lib/persist/persisted-store';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { parseStoredResults, storedResults, type WheelResult } from '@/lib/wheel/results/results';

export interface ResultsState {
  results: readonly WheelResult[];
}

export interface ResultsActions {
  /** Puts the winner at the front of the list, with its place in a several-winner spin and its checkable draw. */
  record: (entry: WheelEntry, now?: Date, marks?: Pick<WheelResult, 'round' | 'draw'>) => void;
  /** Gives every result of a finished checkable draw its verification address. */
  linkDraw: (commitment: string, verifyPath: string) => void;
  clear: () => void;
}

/** The session's results: a JSON list, newest first, timestamps as ISO text and restored as dates. */
export const resultsStore = createPersistedStore<ResultsState & ResultsActions>(
  (set) => ({
    results: [],
    record: (entry, now = new Date(), marks) =>
      set((s) => ({
        results: [
          {
            id: `${now.getTime()}-${s.results.length}`,
            entry: { id: entry.id, text: entry.text, color: entry.color, ...(entry.image === undefined ? {} : { image: entry.image }) },
            timestamp: now,
            ...(marks?.round ? { round: marks.round } : {}),
            ...(marks?.draw ? { draw: marks.draw } : {}),
          },
          ...s.results,
        ],
      })),
    linkDraw: (commitment, verifyPath) =>
      set((s) => ({
        results: s.results.map((r) => (r.draw?.commitment === commitment ? { ...r, draw: { commitment, verifyPath } } : r)),
      })),
    clear: () => set({ results: [] }),
  }),
  [
    persistedField<ResultsState, readonly WheelResult[]>({
      key: 'wheelResults',
      area: sessionArea,
      version: 1,
      label: 'wheel results',
      decode: (value) => {
        const results = parseStoredResults(value);
        if (!results || !Array.isArray(value)) return { value: null, problems: ['Stored wheel results are not a list; starting empty.'] };
        const dropped = value.length - results.length;
        return { value: results, problems: dropped > 0 ? [`Ignored ${dropped} malformed stored wheel result(s).`] : [] };
      },
      encode: storedResults,
      select: (s) => s.results,
      apply: (results) => ({ results }),
      quietDefault: [],
    }),
  ],
);
