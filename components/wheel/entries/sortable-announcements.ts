import type { Announcements } from '@dnd-kit/core';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { shortenedText } from '@/lib/wheel/entries/long-text';
import type { Translate } from '@/lib/i18n/messages';

/** Spoken updates while an entry is moved by keyboard or pointer, in the page's language (`t`). */
export function reorderAnnouncements(entries: readonly WheelEntry[], t: Translate<'entries'>): Announcements {
  // Positions are said as plain digits, without a thousands separator.
  const position = (id: string | number) => String(entries.findIndex((e) => e.id === id) + 1);
  const name = (id: string | number) => shortenedText(entries.find((e) => e.id === id)?.text ?? t('unnamedEntry'));
  const total = String(entries.length);
  // dnd-kit reports the item over itself right after pick-up; saying "moved" then would drown out "Picked up".
  let moved = false;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return t('pickedUp', { entry: name(active.id), position: position(active.id), total });
    },
    onDragOver: ({ active, over }) => {
      if (!moved && over?.id === active.id) return undefined;
      moved = true;
      return over ? t('movedTo', { entry: name(active.id), position: position(over.id), total }) : t('notOverList', { entry: name(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over ? t('droppedAt', { entry: name(active.id), position: position(over.id), total }) : t('droppedOutside', { entry: name(active.id) }),
    onDragCancel: ({ active }) => t('reorderCancelled', { entry: name(active.id), position: position(active.id) }),
  };
}
