'use client';

import { addEntryTexts } from '@/components/wheel/entries/add-entry-texts';
import type { FileImport } from '@/components/wheel/entries/import-file-button';
import { changeListWithUndo } from '@/components/wheel/history/undo-list';
import { notify } from '@/components/ui/notify';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { removeDuplicateEntries, shuffleEntries, sortEntriesAToZ } from '@/lib/wheel/entries/list-tools';
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

/** Each tool's new list and notice; no list means nothing changed. */
const TOOLS: Record<ListToolName, (entries: readonly WheelEntry[], t: PhraseListNotice) => { next?: WheelEntry[]; notice: ListNotice }> = {
  shuffle: (e, t) => ({ next: shuffleEntries(e), notice: shuffledNotice(e.length, t) }),
  sort: (e, t) => ({ next: sortEntriesAToZ(e), notice: sortedNotice(e.length, t) }),
  removeDuplicates: (e, t) => {
    const { entries, removed } = removeDuplicateEntries(e);
    return { next: removed > 0 ? entries : undefined, notice: duplicatesNotice(removed, t) };
  },
  clear: (e, t) => ({ next: [], notice: clearedNotice(e.length, t) }),
};

/**
 * Runs a list tool on the stored list: a change comes with a toast offering
 * Undo, no change with a plain notice, phrased with `t`. Returns the entry
 * count after it.
 */
export function runListTool(name: ListToolName, t: PhraseListNotice): number {
  const entries = entriesStore.getState().entries;
  const { next, notice } = TOOLS[name](entries, t);
  if (!next) {
    notify(notice);
    return entries.length;
  }
  changeListWithUndo(() => entriesStore.getState().replace(next), notice, { sayWhenUnchanged: true });
  return next.length;
}

/** A file's entries go to the end of the list (a host adds a sign-up sheet to the names already there). */
export function importEntries({ fileName, texts, skippedHeader }: FileImport, t: PhraseListNotice): void {
  addEntryTexts(texts, (added) => importedNotice(added, fileName, skippedHeader, t));
}
