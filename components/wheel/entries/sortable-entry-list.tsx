'use client';

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { EntryListFrame, type CarriedOver, type EntryListProps } from '@/components/wheel/entries/entry-list-frame';
import { reorderAnnouncements } from '@/components/wheel/entries/sortable-announcements';
import { SortableEntryRow } from '@/components/wheel/entries/sortable-entry-row';
import { useT } from '@/components/i18n/use-t';

interface SortableEntryListProps extends EntryListProps {
  /** The plain list's scroll, focus and the gesture begun on a handle before this code arrived. */
  carried: CarriedOver;
}

/**
 * The entry list with drag-and-drop (pointer, touch and keyboard) wired in.
 * It replaces the plain list at the first sign of a reorder, so on mount it
 * takes over the plain list's place: the same scroll, the same focused
 * handle, and the press or key that asked for it.
 */
export function SortableEntryList({ entries, editingId, onMove, carried, ...actions }: SortableEntryListProps) {
  const t = useT('entries');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const announcements = useMemo(() => reorderAnnouncements(entries, t), [entries, t]);
  const instructions = useMemo(() => ({ draggable: t('reorderInstructions') }), [t]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // What is carried over belongs to the moment of the swap. Scroll and focus are put
  // back in the same task that swaps the lists, so no key can fall between them; the key or press
  // begun earlier is repeated once React is done mounting, when dnd-kit listens.
  // `carried` is made once per swap, so these run once, on mount.
  useLayoutEffect(() => {
    if (scrollRef.current) carried.restore(scrollRef.current);
  }, [carried]);
  useEffect(() => carried.replay(), [carried]);

  const indexOf = (id: string | number) => entries.findIndex((e) => e.id === id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveIndex(null);
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragStart={({ active }) => setActiveIndex(indexOf(active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveIndex(null)}
    >
      <EntryListFrame
        entries={entries}
        scrollRef={scrollRef}
        initialScrollTopPx={carried.scrollTopPx}
        keepIndex={activeIndex}
        // Only the rows in the DOM take part in sorting: a 100,000-entry list does not hand every id to dnd-kit on each render.
        wrapRows={(rowIds, rows) => (
          <SortableContext items={rowIds} strategy={verticalListSortingStrategy}>
            {rows}
          </SortableContext>
        )}
        renderRow={(entry, placement) => <SortableEntryRow key={entry.id} entry={entry} editing={editingId === entry.id} {...placement} {...actions} />}
      />
    </DndContext>
  );
}
