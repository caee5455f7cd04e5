import { localArea } from '@/lib/persist/storage-area';
import { persistedField } from '@/lib/persist/persisted-field';
import { createPersistedStore } from '@/lib/persist/persisted-store';
import { afterPaintWrites } from '@/lib/persist/write-scheduler';
import { ENTRIES_KEY } from '@/lib/wheel/entries/entries-key';
import {
  addEntry,
  DEFAULT_ENTRIES,
  duplicateEntry,
  minEntriesJsonLength,
  moveEntry,
  parseStoredEntries,
  removeEntry,
  updateEntry,
  type WheelEntry,
} from '@/lib/wheel/entries/entries';
import { mergeLists } from '@/lib/wheel/entries/merge-lists';

export interface EntriesState {
  entries: readonly WheelEntry[];
}

export interface EntriesActions {
  add: (text: string, nowMs?: number) => void;
  /** `at`, where the entry is, spares a long list the search (see entryIndex). */
  update: (id: string, changes: Partial<Omit<WheelEntry, 'id'>>, at?: number) => void;
  remove: (id: string, at?: number) => void;
  /** Copies an entry, the copy's text named by `nameCopy` in the page's language. */
  duplicate: (id: string, nameCopy: (text: string) => string, nowMs?: number) => void;
  move: (from: number, to: number) => void;
  /** Replaces the whole list (a template link, a list tool); the previous list is returned for an undo. */
  replace: (entries: readonly WheelEntry[]) => readonly WheelEntry[];
  reset: () => void;
}

/** Up to this many entries a change is saved at once (a few milliseconds); a longer list is saved once the change is on screen. */
const SAVE_AT_ONCE_UP_TO = 5_000;

/** The defaults as this page names them (nameDefaultEntries); the English ones until then. */
let pageDefaults: readonly WheelEntry[] = DEFAULT_ENTRIES;

/** Two tabs' concurrent changes met: the list both started from, the other tab's, and the merge this tab now shows. */
export interface ListMerge {
  base: readonly WheelEntry[];
  theirs: readonly WheelEntry[];
  merged: readonly WheelEntry[];
}

let mergeListener: ((merge: ListMerge) => void) | null = null;

/** Hears each merge just before the store takes it (the undo history puts this tab's own change on top of the other tab's). */
export function followListMerges(listener: (merge: ListMerge) => void): void {
  mergeListener = listener;
}

/** Version 1: a JSON array of entries `{ id, text, color, visible, image? }`; a picture that fails isEntryImage is dropped, its entry kept. */
export const entriesStore = createPersistedStore<EntriesState & EntriesActions>(
  (set, get) => ({
    entries: DEFAULT_ENTRIES,
    add: (text, nowMs = Date.now()) => set((s) => ({ entries: addEntry(s.entries, text, nowMs) })),
    update: (id, changes, at) => set((s) => ({ entries: updateEntry(s.entries, id, changes, at) })),
    remove: (id, at) => set((s) => ({ entries: removeEntry(s.entries, id, at) })),
    duplicate: (id, nameCopy, nowMs = Date.now()) => set((s) => ({ entries: duplicateEntry(s.entries, id, nameCopy, nowMs) })),
    move: (from, to) => set((s) => ({ entries: moveEntry(s.entries, from, to) })),
    replace: (entries) => {
      const previous = get().entries;
      set({ entries });
      return previous;
    },
    reset: () => set({ entries: pageDefaults }),
  }),
  [
    persistedField<EntriesState, readonly WheelEntry[]>({
      key: ENTRIES_KEY,
      area: localArea,
      version: 1,
      label: 'wheel entries',
      decode: (value) => {
        const entries = parseStoredEntries(value);
        if (!entries || !Array.isArray(value)) return { value: null, problems: ['Stored wheel entries are not a list; using the defaults.'] };
        const dropped = value.length - entries.length;
        return { value: entries, problems: dropped > 0 ? [`Ignored ${dropped} malformed stored wheel entr${dropped === 1 ? 'y' : 'ies'}.`] : [] };
      },
      select: (s) => s.entries,
      apply: (entries) => ({ entries }),
      quietDefault: DEFAULT_ENTRIES,
      isQuiet: (entries) => entries === pageDefaults,
      minJsonLength: minEntriesJsonLength,
      // Two tabs changing the list at the same instant: each applies its own change on top of the other's, so nothing either added is lost.
      mergeConcurrent: (base, mine, theirs) => {
        const merged = mergeLists(base, mine, theirs);
        mergeListener?.({ base, theirs, merged });
        return merged;
      },
      logLevel: 'error',
    }),
  ],
  { when: (s) => s.entries.length > SAVE_AT_ONCE_UP_TO, scheduler: afterPaintWrites },
);

/**
 * Names the untouched default list in the page's language ("Opción 1" on /es): a visitor with
 * nothing stored sees, spins and changes the defaults in that language. Untouched, they are never
 * saved, so another language's page still shows its own.
 */
export function nameDefaultEntries(named: readonly WheelEntry[]): void {
  pageDefaults = named;
  if (entriesStore.getState().entries === DEFAULT_ENTRIES) entriesStore.setState({ entries: named });
}
