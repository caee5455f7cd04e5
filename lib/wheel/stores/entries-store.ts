import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { safeLocalStorage } from '@/lib/browser/safe-storage';
import { plainJsonStorage } from '@/lib/browser/plain-json-storage';
import {
  addEntry,
  DEFAULT_ENTRIES,
  duplicateEntry,
  entriesFromTexts,
  moveEntry,
  parseStoredEntries,
  removeEntry,
  updateEntry,
  type WheelEntry,
} from '@/lib/wheel/entries';

interface EntriesState {
  entries: readonly WheelEntry[];
}

interface EntriesActions {
  add: (text: string, nowMs?: number) => void;
  update: (id: string, changes: Partial<Omit<WheelEntry, 'id'>>) => void;
  remove: (id: string) => void;
  duplicate: (id: string, nowMs?: number) => void;
  move: (from: number, to: number) => void;
  replaceWithTexts: (texts: readonly string[], nowMs?: number) => void;
  reset: () => void;
}

export const ENTRIES_KEY = 'wheelEntries';

export const useEntriesStore = create<EntriesState & EntriesActions>()(
  persist(
    (set) => ({
      entries: DEFAULT_ENTRIES,
      add: (text, nowMs = Date.now()) => set((s) => ({ entries: addEntry(s.entries, text, nowMs) })),
      update: (id, changes) => set((s) => ({ entries: updateEntry(s.entries, id, changes) })),
      remove: (id) => set((s) => ({ entries: removeEntry(s.entries, id) })),
      duplicate: (id, nowMs = Date.now()) => set((s) => ({ entries: duplicateEntry(s.entries, id, nowMs) })),
      move: (from, to) => set((s) => ({ entries: moveEntry(s.entries, from, to) })),
      replaceWithTexts: (texts, nowMs = Date.now()) => set({ entries: entriesFromTexts(texts, nowMs) }),
      reset: () => set({ entries: DEFAULT_ENTRIES }),
    }),
    {
      name: ENTRIES_KEY,
      version: 1,
      skipHydration: true,
      storage: plainJsonStorage<EntriesState, readonly WheelEntry[]>({
        storage: safeLocalStorage,
        toStored: (s) => s.entries,
        fromStored: (value) => {
          const entries = parseStoredEntries(value);
          return entries ? { entries } : null;
        },
        defaults: { entries: DEFAULT_ENTRIES },
        version: 1,
      }),
      partialize: (s) => ({ entries: s.entries }),
    },
  ),
);
