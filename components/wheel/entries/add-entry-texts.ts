'use client';

import { changeListWithUndo } from '@/components/wheel/history/undo-list';
import { appendEntryTexts } from '@/lib/wheel/entries/entry-lines';
import type { ListNotice } from '@/lib/wheel/entries/list-notices';
import { entriesStore } from '@/lib/wheel/entries/entries-store';

/**
 * Adds texts at the end of the list in one change (one save, one redraw, as
 * fast for 10,000 lines as for 2) and reports it in a toast, `notice` phrased
 * for the count, whose Undo takes them all out again. Returns how many were added.
 */
export function addEntryTexts(texts: readonly string[], notice: (added: number) => ListNotice): number {
  const before = entriesStore.getState().entries;
  const next = appendEntryTexts(before, texts, Date.now());
  const added = next.length - before.length;
  if (added > 0) changeListWithUndo(() => entriesStore.getState().replace(next), notice(added));
  return added;
}
