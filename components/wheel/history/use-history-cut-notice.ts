'use client';

import { useEffect } from 'react';
import { notify } from '@/components/ui/notify';
import { useListUndoTexts } from '@/components/wheel/history/undo-list';
import { historyCutShort } from '@/lib/wheel/history/entries-history';

/** Said once per page load, however often the wheel mounts. */
let told = false;

/**
 * Fewer undo steps are saved than the tab holds (too big to save, or
 * sessionStorage full): the visitor is told once how many a reload keeps,
 * and that until then every change can be undone.
 */
export function useHistoryCutNotice(): void {
  const t = useListUndoTexts();
  useEffect(
    () =>
      historyCutShort.subscribe(({ kept }) => {
        if (told) return;
        told = true;
        notify({ title: t('historyCutTitle'), description: t('historyCutDescription', { kept }) });
      }),
    [t],
  );
}
