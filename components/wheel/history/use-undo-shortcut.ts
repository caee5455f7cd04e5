'use client';

import { useEffect } from 'react';
import { undoLastListChange, useListUndoTexts } from '@/components/wheel/history/undo-list';
import { modalDialogOpen } from '@/lib/browser/modal-open';

/** Where Ctrl+Z belongs to the field: typing undoes typing there, not a change of the list. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select') !== null;
}

/**
 * Ctrl+Z (Cmd+Z on a Mac) anywhere on the wheel page outside a text field
 * undoes the list's last change, and says so in the page's language.
 */
export function useUndoShortcut(): void {
  useListUndoTexts();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      if (isTextField(event.target) || modalDialogOpen()) return;
      event.preventDefault();
      undoLastListChange();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
