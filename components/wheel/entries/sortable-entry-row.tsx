'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { EntryRow, type EntryRowActions } from '@/components/wheel/entries/entry-row';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { useT } from '@/components/i18n/use-t';

interface SortableEntryRowProps extends EntryRowActions {
  entry: WheelEntry;
  editing: boolean;
  index: number;
  total: number;
  topPx: number;
  heightPx: number;
}

/** Wires one virtualized row into the sortable list: position, drag transform and the handle. */
export function SortableEntryRow({ entry, index, total, topPx, heightPx, ...rest }: SortableEntryRowProps) {
  const t = useT('entries');
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: entry.id });
  return (
    <li
      ref={setNodeRef}
      aria-posinset={index + 1}
      aria-setsize={total}
      className="absolute inset-x-0 px-1 py-1"
      style={{
        top: topPx,
        height: heightPx,
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 10 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      <EntryRow
        entry={entry}
        index={index}
        {...rest}
        handleRef={setActivatorNodeRef}
        // The row's own role stays listitem; the handle gets dnd-kit's keyboard and ARIA wiring.
        handleProps={{ ...attributes, ...listeners, role: undefined, 'aria-roledescription': t('handleRoleDescription') }}
      />
    </li>
  );
}
