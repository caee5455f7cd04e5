'use client';

import { useRef, type ReactNode, type RefObject } from 'react';
import type { EntryRowActions } from '@/components/wheel/entries/entry-row';
import { useRowWindow } from '@/components/wheel/entries/use-row-window';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { useT } from '@/components/i18n/use-t';

const ROW_PX = 52;

/** Finds a row's drag handle, so a gesture begun on it can be carried over to the sortable list. */
export const HANDLE_SELECTOR = '[data-reorder-handle]';

export interface EntryListProps extends EntryRowActions {
  entries: readonly WheelEntry[];
  editingId: string | null;
  onMove: (from: number, to: number) => void;
}

/** What the sortable list takes over from the plain one when it replaces it. */
export interface CarriedOver {
  /** Where the plain list was scrolled to, so the first rows drawn are the ones in view. */
  scrollTopPx: number;
  /** Puts back the plain list's scroll and focus, before the first paint. */
  restore: (box: HTMLElement) => void;
  /** Repeats the key or press begun on a handle while the drag code was on its way. */
  replay: () => void;
}

interface RowPlacement {
  index: number;
  total: number;
  topPx: number;
  heightPx: number;
}

interface EntryListFrameProps {
  entries: readonly WheelEntry[];
  scrollRef?: RefObject<HTMLDivElement | null>;
  /** Where the list was scrolled to before this frame replaced another. */
  initialScrollTopPx?: number;
  /** A row that must stay mounted whatever the scroll (the one being dragged). */
  keepIndex?: number | null;
  renderRow: (entry: WheelEntry, placement: RowPlacement) => ReactNode;
  /** Called with the ids of the rows in the DOM, so a sortable wrapper knows them. */
  wrapRows?: (rowIds: string[], rows: ReactNode) => ReactNode;
}

/**
 * The entry list's box. Only the rows in view (plus a few) are in the DOM,
 * so 10,000 entries scroll as lightly as 10.
 */
export function EntryListFrame({ entries, scrollRef, initialScrollTopPx = 0, keepIndex, renderRow, wrapRows }: EntryListFrameProps) {
  const t = useT('entries');
  const ownRef = useRef<HTMLDivElement>(null);
  const boxRef = scrollRef ?? ownRef;
  const rows = useRowWindow({ scrollRef: boxRef, count: entries.length, rowPx: ROW_PX, overscan: 8, initialHeightPx: 320, initialTopPx: initialScrollTopPx, keepIndex });
  const shown = rows.flatMap((index) => {
    const entry = entries[index];
    return entry ? [{ entry, index }] : [];
  });
  const list = (
    <ul aria-label={t('listLabel')} className="relative" style={{ height: entries.length * ROW_PX }}>
      {shown.map(({ entry, index }) => renderRow(entry, { index, total: entries.length, topPx: index * ROW_PX, heightPx: ROW_PX }))}
    </ul>
  );
  return (
    <div ref={boxRef} className="h-80 overflow-y-auto rounded-lg border border-line bg-surface-muted">
      {wrapRows ? wrapRows(shown.map(({ entry }) => entry.id), list) : list}
    </div>
  );
}
