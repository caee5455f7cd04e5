import type { OtherTabChange } from '@/lib/persist/other-tabs';
import { browserArea, createStorageArea, createWriteRefusalReporter, localArea, MAX_STORED_CHARS } from '@/lib/persist/storage-area';
import { afterPaintWrites } from '@/lib/persist/write-scheduler';
import { isRecord } from '@/lib/persist/stored-values';
import { listSignature } from '@/lib/wheel/history/list-change';
import { createListHistory, type ListStep } from '@/lib/wheel/history/list-history';
import { minEntriesJsonLength, parseStoredEntries, type WheelEntry } from '@/lib/wheel/entries/entries';
import { entriesStore, followListMerges, type ListMerge } from '@/lib/wheel/entries/entries-store';

/**
 * The wheel's one undo history, joined to the entries store: every change of
 * the list, whoever makes it (a button, a tool, a link, a spin, another tab),
 * is a step, and undoing walks the store back. The history is this tab's
 * (sessionStorage), so a reload keeps it and another tab has its own.
 */

/** This tab's history, saved for the browser session. */
const HISTORY_KEY = 'wheelEntriesHistory';
const HISTORY_VERSION = 1;
/** A note to the other tabs that a link replaced the list here; removed as soon as written. */
export const REPLACED_KEY = 'wheelListReplaced';

/**
 * The newest steps that fit in this many characters are saved (a million: a
 * fifth of what a browser keeps per site); the rest stay in memory for this
 * page. A full history of a 100,000-entry list would not fit.
 */
const SAVED_HISTORY_CHARS = 1_000_000;

// The history is a convenience on top of the list, which is saved apart: a refused write is not the "not saved" alert.
const historyArea = createStorageArea(browserArea('sessionStorage'), createWriteRefusalReporter());

export const entriesHistory = createListHistory();

/**
 * Told once per page load, with how many of its newest steps a reload will
 * find, when the saved history holds fewer steps than the tab's (too big to
 * save, or storage full): the page says so once.
 */
export const historyCutShort = createWriteRefusalReporter<{ kept: number }>();

/** Set while the history itself moves the list, so undoing is not a new step. */
let walking = false;
let savePending = false;

/** How many of the newest steps fit in SAVED_HISTORY_CHARS. */
function newestWithinLimit(steps: readonly ListStep[]): number {
  let chars = 0;
  for (let count = 0; count < steps.length; count += 1) {
    chars += minEntriesJsonLength(steps[steps.length - 1 - count]!.removed) + 40;
    if (chars > SAVED_HISTORY_CHARS) return count;
  }
  return steps.length;
}

/** Saves the newest `count` steps for the list as it is now; false when storage refused them. */
function writeNewest(steps: readonly ListStep[], count: number, list: string): boolean {
  const saved = steps.slice(steps.length - count).map(({ at, added, atMs, removed }) => ({ at, added, atMs, removed }));
  return historyArea.write(HISTORY_KEY, JSON.stringify({ v: HISTORY_VERSION, list, steps: saved }));
}

/**
 * Saves the newest steps that fit. When storage refuses them (sessionStorage
 * full), fewer are tried, the most it takes found by halving, so a reload
 * still finds the newest steps for the list it reads; storage then holds the
 * last write it took. When it takes none, the earlier saved history goes: it
 * was saved for an older list, and a reload would drop it anyway.
 */
function save() {
  savePending = false;
  const entries = entriesStore.getState().entries;
  // A list longer than any browser keeps is gone after a reload, and its history with it: the
  // history saved last (for the list storage still holds) is left in place, and no fingerprint of
  // 100,000 new entries is computed on every change.
  if (minEntriesJsonLength(entries) > MAX_STORED_CHARS) return;
  const steps = entriesHistory.steps();
  const list = listSignature(entries);
  const fits = newestWithinLimit(steps);
  let kept = fits;
  if (!writeNewest(steps, fits, list)) {
    // The most of fewer steps storage takes: each success is larger than the one before it, so storage ends with it.
    let taken = -1;
    let low = 0;
    let high = fits - 1;
    while (low <= high) {
      const middle = Math.floor((low + high) / 2);
      if (writeNewest(steps, middle, list)) {
        taken = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    if (taken === -1) historyArea.remove(HISTORY_KEY);
    kept = Math.max(taken, 0);
  }
  if (kept < steps.length) historyCutShort.report({ kept });
}

/** Saves once the change is on screen, with the list's own write (see write-scheduler). */
function saveLater() {
  if (savePending) return;
  savePending = true;
  afterPaintWrites.later(save);
}

/** Steps read back from storage, or null when anything in them is not as written. */
function readSteps(value: unknown): ListStep[] | null {
  if (!isRecord(value) || value.v !== HISTORY_VERSION || !Array.isArray(value.steps)) return null;
  const steps: ListStep[] = [];
  for (const item of value.steps) {
    if (!isRecord(item) || !Array.isArray(item.removed)) return null;
    const { at, added, atMs } = item;
    const removed = parseStoredEntries(item.removed);
    if (!Number.isSafeInteger(at) || !Number.isSafeInteger(added) || typeof atMs !== 'number') return null;
    if ((at as number) < 0 || (added as number) < 0 || removed === null || removed.length !== item.removed.length) return null;
    steps.push({ at: at as number, added: added as number, atMs, removed, id: 0 });
  }
  return steps;
}

/** This tab's saved history when it was saved for the list that is stored now, else none. */
function savedSteps(): ListStep[] {
  const raw = historyArea.read(HISTORY_KEY);
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    const steps = readSteps(value);
    return steps && isRecord(value) && value.list === listSignature(entriesStore.getState().entries) ? steps : [];
  } catch {
    // A history that cannot be read is dropped: it only ever adds to the list, which is safe on its own.
    return [];
  }
}

/** Another tab's concurrent change merged here, until the store takes the merge. */
let merging: ListMerge | null = null;
followListMerges((merge) => {
  merging = merge;
});

// Every change of the list from the moment this code runs; reading the stored list is not one (see hydrate).
entriesStore.subscribe((state, previous) => {
  const merge = merging;
  merging = null;
  if (walking || state.entries === previous.entries) return;
  // A merge puts this tab's own change on top of the other tab's, so Undo here walks back this tab's own change first.
  if (merge && merge.merged === state.entries) entriesHistory.rebase(previous.entries, merge);
  else entriesHistory.record(previous.entries, state.entries);
});
entriesHistory.subscribe(saveLater);

function walkTo(result: { list: readonly WheelEntry[]; undone: ListStep[] } | null): ListStep[] | null {
  if (!result) return null;
  walking = true;
  try {
    entriesStore.getState().replace(result.list);
  } finally {
    walking = false;
  }
  return result.undone;
}

/** Undoes the last change of the list; returns what was undone, or null when there was nothing. */
export function undoLastChange(): ListStep[] | null {
  return walkTo(entriesHistory.undo(entriesStore.getState().entries));
}

/** Undoes the change `step` and any after it (a toast's Undo); null when it has left the history. */
export function undoChangesBackTo(step: ListStep): ListStep[] | null {
  return walkTo(entriesHistory.undoTo(step.id, entriesStore.getState().entries));
}

/** Runs `change` on the list; returns the new step it made, or null when the list stayed the same (or the change carried on the last step). */
export function changeList(change: () => void): ListStep | null {
  const before = entriesHistory.steps().at(-1);
  change();
  const after = entriesHistory.steps().at(-1);
  return after !== undefined && after !== before ? after : null;
}

/** What replaced the list in another tab; each tab names it in its own page's language. */
export type ListReplacer = 'template' | 'sharedWheel' | 'link';

function isListReplacer(value: unknown): value is ListReplacer {
  return value === 'template' || value === 'sharedWheel' || value === 'link';
}

/** A link replaced the list here: tells the other open tabs, after the list's own write so they have the new list first. */
export function tellOtherTabsListReplaced(what: Exclude<ListReplacer, 'link'>) {
  afterPaintWrites.later(() => {
    if (localArea.write(REPLACED_KEY, JSON.stringify({ what, atMs: Date.now() }))) localArea.remove(REPLACED_KEY);
  });
}

type ReplacedElsewhereListener = (step: ListStep, what: ListReplacer) => void;
const replacedElsewhereListeners = new Set<ReplacedElsewhereListener>();

/** Hears that another tab's link replaced the list, with the step here that holds the replaced list. */
export function onListReplacedElsewhere(listener: ReplacedElsewhereListener): () => void {
  replacedElsewhereListeners.add(listener);
  return () => replacedElsewhereListeners.delete(listener);
}

/** The history among the wheel's stores: read right after the list (what came before is not a change); told of other tabs' links. */
export const historyHydration = {
  persistence: {
    hydrate() {
      entriesHistory.restore(savedSteps());
    },
    followStorageEvent(change: OtherTabChange) {
      if (change.key !== REPLACED_KEY || change.newValue === null) return;
      let what: ListReplacer = 'link';
      try {
        const note: unknown = JSON.parse(change.newValue);
        if (isRecord(note) && isListReplacer(note.what)) what = note.what;
      } catch {
        // A note that cannot be read still means the list was replaced.
      }
      const step = entriesHistory.steps().at(-1);
      if (step) replacedElsewhereListeners.forEach((listener) => listener(step, what));
    },
  },
};
