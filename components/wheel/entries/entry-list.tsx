'use client';

import { useMemo, useRef, useState } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { EntryRowActions } from '@/components/wheel/entries/entry-row';
import { reorderAnnouncements, reorderInstructions } from '@/components/wheel/entries/sortable-announcements';
import { SortableEntryRow } from '@/components/wheel/entries/sortable-entry-row';
import { useRowWindow } from '@/components/wheel/entries/use-row-window';
import type { WheelEntry } from '@/lib/wheel/entries';

const ROW_PX = 52;

interface EntryListProps extends EntryRowActions {
  entries: readonly WheelEntry[];
  editingId: string | null;
  onMove: (from: number, to: number) => void;
}

/**
 * The sortable entry list. Only the rows in view (plus a few) are in the DOM,
 * so 10,000 entries scroll as lightly as 10; the row being dragged is always
 * kept mounted so a drag survives scrolling.
 */
export function EntryList({ entries, editingId, onMove, ...actions }: EntryListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const ids = useMemo(() => entries.map((e) => e.id), [entries]);
  const announcements = useMemo(() => reorderAnnouncements(entries), [entries]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const rows = useRowWindow({ scrollRef, count: entries.length, rowPx: ROW_PX, overscan: 8, initialHeightPx: 320, keepIndex: activeIndex });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveIndex(null);
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      accessibility={{ announcements, screenReaderInstructions: reorderInstructions }}
      onDragStart={({ active }) => setActiveIndex(ids.indexOf(String(active.id)))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveIndex(null)}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <div ref={scrollRef} className="h-80 overflow-y-auto rounded-lg border border-line bg-surface-muted">
          <ul aria-label="Entries" className="relative" style={{ height: entries.length * ROW_PX }}>
            {rows.map((index) => {
              const entry = entries[index];
              if (!entry) return null;
              return (
                <SortableEntryRow
                  key={entry.id}
                  entry={entry}
                  editing={editingId === entry.id}
                  index={index}
                  total={entries.length}
                  topPx={index * ROW_PX}
                  heightPx={ROW_PX}
                  {...actions}
                />
              );
            })}
          </ul>
        </div>
      </SortableContext>
    </DndContext>
  );
}
