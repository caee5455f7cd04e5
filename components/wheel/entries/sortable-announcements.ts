import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { WheelEntry } from '@/lib/wheel/list/entries';
import { REORDER_INSTRUCTIONS } from '@/components/wheel/entries/entry-list-frame';
import { shortenedText } from '@/lib/wheel/list/long-text';

export const reorderInstructions: ScreenReaderInstructions = { draggable: REORDER_INSTRUCTIONS };

/** Spoken updates while an entry is moved by keyboard or pointer. */
export function reorderAnnouncements(entries: readonly WheelEntry[]): Announcements {
  const position = (id: string | number) => entries.findIndex((e) => e.id === id) + 1;
  const name = (id: string | number) => shortenedText(entries.find((e) => e.id === id)?.text ?? 'Entry');
  const total = entries.length;
  // dnd-kit reports the item over itself right after pick-up; saying "moved" then would drown out "Picked up".
  let moved = false;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `Picked up ${name(active.id)}, position ${position(active.id)} of ${total}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!moved && over?.id === active.id) return undefined;
      moved = true;
      return over ? `${name(active.id)} moved to position ${position(over.id)} of ${total}.` : `${name(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${position(over.id)} of ${total}.`
        : `${name(active.id)} dropped outside the list; the order is unchanged.`,
    onDragCancel: ({ active }) => `Reordering cancelled. ${name(active.id)} stays at position ${position(active.id)}.`,
  };
}
