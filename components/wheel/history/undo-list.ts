'use client';

import { notify } from '@/components/ui/notify';
import { showUndoToast, type UndoNotice } from '@/components/ui/undo-toast';
import { listLockedNow } from '@/components/wheel/draw/use-draw-store';
import { describeChange } from '@/lib/wheel/history/list-change';
import { changeList, undoChangesBackTo, undoLastChange } from '@/lib/wheel/history/entries-history';
import type { ListStep } from '@/lib/wheel/history/list-history';

function refusedWhileLocked(): boolean {
  if (!listLockedNow()) return false;
  notify({ title: 'The list is locked', description: 'A checkable draw is under way: finish or cancel it in the Spin tab first.' });
  return true;
}

/** Says what an undo put back (a toast is a polite status, so screen readers hear it too). */
function sayUndone(undone: ListStep[] | null) {
  if (!undone || undone.length === 0) return;
  const [newest] = undone;
  const more = undone.length > 1 ? ` and ${undone.length - 1} later change${undone.length === 2 ? '' : 's'}` : '';
  notify({ title: 'Change undone', description: newest ? `Undid: ${describeChange(newest)}${more}.` : undefined });
}

/** "Undo last change" and Ctrl+Z: the list's last change walked back, unless a draw has locked the list. */
export function undoLastListChange(): void {
  if (refusedWhileLocked()) return;
  sayUndone(undoLastChange());
}

/** Undo for one step, as a toast offers it: that change and any made after it are walked back. */
export function undoListStep(step: ListStep): ListStep[] | null {
  if (refusedWhileLocked()) return null;
  const undone = undoChangesBackTo(step);
  if (!undone) notify({ title: 'Nothing to undo', description: 'That change has left the history (it keeps the last 50).' });
  return undone;
}

/**
 * Changes the list and offers Undo in a toast. The Undo is the history's, so
 * the same change is also "Undo last change" (and Ctrl+Z) if the toast is
 * gone, or never came (its code failed to load). `alsoUndo` puts back what
 * else the change changed (a shared wheel's look); `sayWhenUnchanged` shows
 * the notice without Undo when the list came out the same (a sort of a list
 * already in order).
 */
export function changeListWithUndo(
  change: () => void,
  notice: UndoNotice,
  { alsoUndo, sayWhenUnchanged = false }: { alsoUndo?: () => void; sayWhenUnchanged?: boolean } = {},
): void {
  const step = changeList(change);
  if (!step && !alsoUndo) {
    if (sayWhenUnchanged) notify(notice);
    return;
  }
  showUndoToast(notice, () => {
    if (!step || undoListStep(step)) alsoUndo?.();
  });
}
