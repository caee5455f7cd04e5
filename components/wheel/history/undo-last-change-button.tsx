'use client';

import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { undoLastListChange, useListUndoTexts } from '@/components/wheel/history/undo-list';
import { entriesHistory } from '@/lib/wheel/history/entries-history';

const stepCount = () => entriesHistory.steps().length;

/** The Entries tab's "Undo last change": disabled while there is nothing to undo. */
export function UndoLastChangeButton() {
  const t = useListUndoTexts();
  const steps = useSyncExternalStore(entriesHistory.subscribe, stepCount, () => 0);
  return (
    <Button variant="secondary" size="xs" className="sm:ml-auto" disabled={steps === 0} onClick={undoLastListChange} aria-keyshortcuts="Control+Z Meta+Z">
      {t('undoLastChange')}
    </Button>
  );
}
