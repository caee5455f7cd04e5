'use client';

import { useEffect } from 'react';
import { showUndoToast } from '@/components/ui/undo-toast';
import { undoListStep } from '@/components/wheel/history/undo-list';
import { onListReplacedElsewhere } from '@/lib/wheel/history/entries-history';

/**
 * A link opened in another tab replaced the list: this tab says so and offers
 * Undo here too. If the visitor was away, "Undo last change" still brings the
 * list back for the rest of the session.
 */
export function useReplacedElsewhereNotice(): void {
  useEffect(
    () =>
      onListReplacedElsewhere((step, what) =>
        showUndoToast(
          {
            title: 'Your list was replaced in another tab',
            description: `${what} was opened there. Undo brings your list back, here and in every tab.`,
          },
          () => void undoListStep(step),
        ),
      ),
    [],
  );
}
