'use client';

import { useEffect } from 'react';
import { useT } from '@/components/i18n/use-t';
import { notify, type Notice } from '@/components/ui/notify';
import { showUndoToast, type UndoNotice } from '@/components/ui/undo-toast';
import { listLockedNow } from '@/components/wheel/draw/lazy-draw-store';
import { changeList, undoChangesBackTo, undoLastChange } from '@/lib/wheel/history/entries-history';
import type { ListStep } from '@/lib/wheel/history/list-history';
import type { Translate } from '@/lib/i18n/messages';


/**
 * The Entries texts in the page's language. An Undo runs outside React (a
 * toast's button, a shortcut), so the notices it gives are phrased with the
 * texts the wheel page's history hooks last handed over.
 */
let pageTexts: Translate<'entries'> | null = null;

/** The Entries texts, also kept for the notices of Undo buttons and shortcuts. */
export function useListUndoTexts(): Translate<'entries'> {
  const t = useT('entries');
  useEffect(() => {
    pageTexts = t;
  }, [t]);
  return t;
}

function say(notice: (t: Translate<'entries'>) => Notice): void {
  if (pageTexts) notify(notice(pageTexts));
}

/** Whether a checkable draw locks the list now; if so the visitor is told, and the change is not made. */
export function refusedWhileLocked(): boolean {
  if (!listLockedNow()) return false;
  say((t) => ({ title: t('lockedTitle'), description: t('lockedDescription') }));
  return true;
}

/** What an undone step had done, with how many later steps went with it. */
function undidText(t: Translate<'entries'>, { removed, added }: ListStep, later: number): string {
  if (removed.length === 0) return t('undidAdded', { count: added, later });
  if (added === 0) return t('undidRemoved', { count: removed.length, later });
  if (added === 1 && removed.length === 1) return t('undidChanged', { later });
  return t('undidReplaced', { later });
}

/** Says what an undo put back (a toast is a polite status, so screen readers hear it too). */
function sayUndone(undone: ListStep[] | null) {
  if (!undone || undone.length === 0) return;
  const [newest] = undone;
  say((t) => ({ title: t('undoneTitle'), description: newest ? undidText(t, newest, undone.length - 1) : undefined }));
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
  if (!undone) say((t) => ({ title: t('nothingToUndoTitle'), description: t('nothingToUndoDescription') }));
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
