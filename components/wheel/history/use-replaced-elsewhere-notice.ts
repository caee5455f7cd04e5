'use client';

import { useEffect } from 'react';
import { showUndoToast } from '@/components/ui/undo-toast';
import { undoListStep, useListUndoTexts } from '@/components/wheel/history/undo-list';
import { onListReplacedElsewhere } from '@/lib/wheel/history/entries-history';

/**
 * A link opened in another tab replaced the list: this tab says so and offers
 * Undo here too. If the visitor was away, "Undo last change" still brings the
 * list back for the rest of the session.
 */
export function useReplacedElsewhereNotice(): void {
  const t = useListUndoTexts();
  useEffect(
    () =>
      onListReplacedElsewhere((step, what) =>
        showUndoToast({ title: t('replacedTitle'), description: t('replacedDescription', { what }) }, () => void undoListStep(step)),
      ),
    [t],
  );
}
