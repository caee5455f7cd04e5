'use client';

import toast from 'react-hot-toast';
import type { WheelEntry } from '@/lib/wheel/entries';
import { entriesStore } from '@/lib/wheel/stores/entries-store';

interface ReplaceNotice {
  title: string;
  description: string;
}

const UNDO_TOAST_MS = 15_000;

/**
 * Replaces the whole list (a link, a list tool) and offers Undo in a toast.
 * Undo puts back the previous list exactly as it was (ids, order, colours,
 * visibility); the change is saved, so other open tabs follow both ways.
 */
export function replaceEntriesWithUndo(next: readonly WheelEntry[], { title, description }: ReplaceNotice): void {
  const previous = entriesStore.getState().replace(next);
  toast(
    (shown) => (
      <div className="flex items-center gap-3">
        <div>
          <p className="font-semibold">{title}</p>
          <p className="mt-0.5 text-muted">{description}</p>
        </div>
        <button
          type="button"
          className="shrink-0 rounded-md border border-line-strong bg-surface px-3 py-1.5 font-semibold text-fg hover:bg-surface-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          onClick={() => {
            entriesStore.getState().replace(previous);
            toast.dismiss(shown.id);
          }}
        >
          Undo
        </button>
      </div>
    ),
    { duration: UNDO_TOAST_MS },
  );
}
