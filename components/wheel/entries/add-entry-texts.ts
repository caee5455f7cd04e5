'use client';

import { changeListWithUndo, refusedWhileLocked } from '@/components/wheel/history/undo-list';
import { appendEntryTexts, appendEntryTextsInChunks } from '@/lib/wheel/entries/entry-lines';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import type { ListNotice } from '@/lib/wheel/entries/list-notices';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { yieldToPage } from '@/lib/yield-to-page';

/** Up to this many texts are added in one task (tens of milliseconds); more are prepared a chunk at a time. */
const ADD_AT_ONCE_UP_TO = 20_000;

/** Long adds being prepared, the last of them last: an add asked for meanwhile waits for them, so texts land in the order they were added. */
let pending: Promise<unknown> = Promise.resolve();
let preparing = 0;

/** The list with `texts` added, as one change with a toast offering Undo; how many were added. */
function addNow(texts: readonly string[], notice: (added: number) => ListNotice, nowMs: number, prepared?: readonly WheelEntry[]): number {
  const before = entriesStore.getState().entries;
  // `prepared` was made on `before`; a list changed meanwhile gets the texts added afresh.
  const next = prepared ?? appendEntryTexts(before, texts, nowMs);
  const added = next.length - before.length;
  if (added > 0) changeListWithUndo(() => entriesStore.getState().replace(next), notice(added));
  return added;
}

/**
 * Adds texts at the end of the list in one change (one save, one redraw, as
 * fast for 10,000 lines as for 2) and reports it in a toast, `notice` phrased
 * for the count, whose Undo takes them all out again. More than
 * ADD_AT_ONCE_UP_TO texts are prepared a chunk at a time, the page answering
 * between chunks, and still land as one change and one undo step; a list a
 * checkable draw locked meanwhile is left as it is. Resolves to how many were added.
 */
export function addEntryTexts(texts: readonly string[], notice: (added: number) => ListNotice): Promise<number> {
  const nowMs = Date.now();
  // A short add with none being prepared is made at once, as it always was.
  if (preparing === 0 && texts.length <= ADD_AT_ONCE_UP_TO) return Promise.resolve(addNow(texts, notice, nowMs));
  preparing += 1;
  const run = async (): Promise<number> => {
    try {
      const start = entriesStore.getState().entries;
      if (texts.length <= ADD_AT_ONCE_UP_TO) return addNow(texts, notice, nowMs);
      // The first chunk waits for a task of its own: the paste or press that asked has had its own work.
      await yieldToPage();
      const prepared = await appendEntryTextsInChunks(start, texts, nowMs, yieldToPage);
      // The last chunk is made in one task and the list shown in the next: the page answers between.
      await yieldToPage();
      if (refusedWhileLocked()) return 0;
      return addNow(texts, notice, nowMs, entriesStore.getState().entries === start ? prepared : undefined);
    } finally {
      preparing -= 1;
    }
  };
  const result = pending.then(run, run);
  pending = result;
  return result;
}

/** Resolves once every add asked for so far has landed (at once when none is being prepared). */
export function afterPendingAdds(): Promise<unknown> {
  return preparing === 0 ? Promise.resolve() : pending;
}
