'use client';

import { addEntryTexts, afterPendingAdds } from '@/components/wheel/entries/add-entry-texts';
import type { FileImport } from '@/components/wheel/entries/import-file-button';
import { changeListWithUndo, refusedWhileLocked } from '@/components/wheel/history/undo-list';
import { notify } from '@/components/ui/notify';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { removeDuplicateEntries, removeDuplicateEntriesInChunks, shuffleEntries } from '@/lib/wheel/entries/list-tools';
import { yieldToPage } from '@/lib/yield-to-page';
import { sortEntriesInBackground } from '@/lib/wheel/entries/sort-in-background';
import {
  clearedNotice,
  duplicatesNotice,
  importedNotice,
  shuffledNotice,
  sortedNotice,
  type ListNotice,
  type PhraseListNotice,
} from '@/lib/wheel/entries/list-notices';
import { entriesStore } from '@/lib/wheel/entries/entries-store';

/** The whole-list tools. */
export type ListToolName = 'shuffle' | 'sort' | 'removeDuplicates' | 'clear';

type ToolResult = { next?: WheelEntry[]; notice: ListNotice };

/**
 * Up to this many entries a tool works out its list and shows it in one task
 * (tens of milliseconds); a longer list's duplicates are removed a chunk at a
 * time, and its new list is shown in a task of its own.
 */
const AT_ONCE_UP_TO = 20_000;

/** Each tool's new list and notice; no list means nothing changed. */
const TOOLS: Record<ListToolName, (entries: readonly WheelEntry[], t: PhraseListNotice) => ToolResult | Promise<ToolResult>> = {
  shuffle: (e, t) => ({ next: shuffleEntries(e), notice: shuffledNotice(e.length, t) }),
  // A long list is sorted in a worker, so the page keeps answering meanwhile.
  sort: async (e, t) => ({ next: await sortEntriesInBackground(e), notice: sortedNotice(e.length, t) }),
  // A long list is gone through a chunk at a time, the page answering between chunks.
  removeDuplicates: async (e, t) => {
    const { entries, removed } = e.length > AT_ONCE_UP_TO ? await removeDuplicateEntriesInChunks(e, yieldToPage) : removeDuplicateEntries(e);
    return { next: removed > 0 ? entries : undefined, notice: duplicatesNotice(removed, t) };
  },
  clear: (e, t) => ({ next: [], notice: clearedNotice(e.length, t) }),
};

/**
 * Runs a list tool on the stored list: a change comes with a toast offering
 * Undo, no change with a plain notice, phrased with `t`. Resolves to the
 * entry count after it. A tool that finishes later (a long list's sort) works
 * on the list as it is when it finishes: a list changed meanwhile is sorted
 * again, and a list a checkable draw locked meanwhile is left as it is.
 */
export async function runListTool(name: ListToolName, t: PhraseListNotice): Promise<number> {
  // A long add still being prepared lands first: the tool works on the list with it.
  await afterPendingAdds();
  let entries = entriesStore.getState().entries;
  let result = await TOOLS[name](entries, t);
  // A long list's new order is worked out in one task and shown in the next: the page answers between.
  if (entries.length > AT_ONCE_UP_TO) await yieldToPage();
  while (entriesStore.getState().entries !== entries) {
    entries = entriesStore.getState().entries;
    result = await TOOLS[name](entries, t);
  }
  if (refusedWhileLocked()) return entries.length;
  const { next, notice } = result;
  if (!next) {
    notify(notice);
    return entries.length;
  }
  changeListWithUndo(() => entriesStore.getState().replace(next), notice, { sayWhenUnchanged: true });
  return next.length;
}

/** A file's entries go to the end of the list (a host adds a sign-up sheet to the names already there). */
export function importEntries({ fileName, texts, skippedHeader }: FileImport, t: PhraseListNotice): void {
  void addEntryTexts(texts, (added) => importedNotice(added, fileName, skippedHeader, t));
}
