/**
 * The toasts that report a change to the whole entry list: which texts each
 * one says and the counts and names that go in them. The words themselves are
 * the page's, in its language: `t` phrases a text by its key.
 */

export interface ListNotice {
  title: string;
  description: string;
}

type ListNoticeText =
  | 'addedTitle'
  | 'addedDescription'
  | 'importedTitle'
  | 'importedDescription'
  | 'importedWithoutHeading'
  | 'shuffledTitle'
  | 'shuffledDescription'
  | 'sortedTitle'
  | 'sortedDescription'
  | 'noDuplicatesTitle'
  | 'noDuplicatesDescription'
  | 'duplicatesRemovedTitle'
  | 'duplicatesRemovedDescription'
  | 'clearedTitle'
  | 'clearedDescription';

/** Phrases one of these texts with its values (counts are numbers, written the language's way). */
export type PhraseListNotice = (key: ListNoticeText, values?: Record<string, string | number>) => string;

/** An Add many or a paste of several lines: they go to the end of the list. */
export function addedNotice(count: number, t: PhraseListNotice): ListNotice {
  return { title: t('addedTitle', { count }), description: t('addedDescription') };
}

/** A file import adds to the list, never replaces it, and says so. */
export function importedNotice(count: number, fileName: string, skippedHeader: string | undefined, t: PhraseListNotice): ListNotice {
  return {
    title: t('importedTitle', { count }),
    description:
      skippedHeader === undefined ? t('importedDescription', { fileName }) : t('importedWithoutHeading', { fileName, heading: skippedHeader }),
  };
}

export function shuffledNotice(count: number, t: PhraseListNotice): ListNotice {
  return { title: t('shuffledTitle'), description: t('shuffledDescription', { count }) };
}

export function sortedNotice(count: number, t: PhraseListNotice): ListNotice {
  return { title: t('sortedTitle'), description: t('sortedDescription', { count }) };
}

/** Removing duplicates that finds none changes nothing, so it has no Undo: only this notice. */
export function duplicatesNotice(removed: number, t: PhraseListNotice): ListNotice {
  if (removed === 0) return { title: t('noDuplicatesTitle'), description: t('noDuplicatesDescription') };
  return { title: t('duplicatesRemovedTitle', { count: removed }), description: t('duplicatesRemovedDescription') };
}

export function clearedNotice(count: number, t: PhraseListNotice): ListNotice {
  return { title: t('clearedTitle'), description: t('clearedDescription', { count }) };
}
