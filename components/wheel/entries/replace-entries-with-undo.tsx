'use client';

import { showUndoToast, type UndoNotice } from '@/components/ui/undo-toast';
import type { WheelEntry } from '@/lib/wheel/list/entries';
import { entriesStore } from '@/lib/wheel/stores/entries-store';

/**
 * Replaces the whole list (a link, a list tool) and offers Undo in a toast.
 * Undo puts back the previous list exactly as it was (ids, order, colours,
 * visibility); the change is saved, so other open tabs follow both ways.
 */
export function replaceEntriesWithUndo(next: readonly WheelEntry[], notice: UndoNotice): void {
  const previous = entriesStore.getState().replace(next);
  showUndoToast(notice, () => entriesStore.getState().replace(previous));
}
