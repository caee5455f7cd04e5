import { formatCount } from '@/lib/format-count';
/**
 * The words of the toasts that report a change to the whole entry list: how
 * many were added, moved or removed, counted with a thousands separator.
 */

export interface ListNotice {
  title: string;
  description: string;
}

function entries(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'entry' : 'entries'}`;
}

/** An Add many or a paste of several lines: they go to the end of the list. */
export function addedMessage(count: number): string {
  return `Added ${entries(count)}.`;
}

export function addedNotice(count: number): ListNotice {
  return { title: addedMessage(count), description: 'They are at the end of the list.' };
}

/** A file import adds to the list, never replaces it, and says so. */
export function importedNotice(count: number, fileName: string, skippedHeader?: string): ListNotice {
  const heading = skippedHeader === undefined ? '' : ` The heading “${skippedHeader}” was left out.`;
  return {
    title: `Imported ${entries(count)}.`,
    description: `Added to the end of the list from ${fileName}.${heading}`,
  };
}

export function shuffledNotice(count: number): ListNotice {
  return { title: 'Entries shuffled.', description: `${entries(count)} in a new random order.` };
}

export function sortedNotice(count: number): ListNotice {
  return { title: 'Entries sorted A to Z.', description: `${entries(count)}, numbers in number order.` };
}

/** Removing duplicates that finds none changes nothing, so it has no Undo: only this notice. */
export function duplicatesNotice(removed: number): ListNotice {
  if (removed === 0) return { title: 'No duplicate entries.', description: 'Every entry is already different; nothing was removed.' };
  return {
    title: `Removed ${formatCount(removed)} duplicate ${removed === 1 ? 'entry' : 'entries'}.`,
    description: 'The first of each was kept.',
  };
}

export function clearedNotice(count: number): ListNotice {
  return { title: 'Cleared all entries.', description: `${entries(count)} removed.` };
}
