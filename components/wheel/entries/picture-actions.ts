'use client';

import { changeListWithUndo, refusedWhileLocked } from '@/components/wheel/history/undo-list';
import { notify } from '@/components/ui/notify';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { entryIndex } from '@/lib/wheel/entries/entries';
import { shortenedText } from '@/lib/wheel/entries/long-text';
import { makeEntryPicture, type PictureOutcome } from '@/lib/wheel/entries/make-entry-picture';
import {
  appendPictureEntries,
  entryNameFromFileName,
  MAX_PICTURE_FILE_BYTES,
  MAX_PICTURE_PIXELS,
  MAX_PICTURES_PER_ADD,
  picturesToAdd,
} from '@/lib/wheel/entries/picture-rules';
import type { Translate } from '@/lib/i18n/messages';

type T = Translate<'entries'>;

/** What a file that gave no picture, or an animated one, is told as (the file named). */
function outcomeText(t: T, fileName: string, outcome: PictureOutcome): string | null {
  if ('image' in outcome) return outcome.animated ? t('pictureAnimated', { fileName }) : null;
  switch (outcome.problem) {
    case 'notPicture':
      return t('pictureNotPicture', { fileName });
    case 'fileTooLarge':
      return t('pictureFileTooLarge', { fileName, maxMb: MAX_PICTURE_FILE_BYTES / 1_000_000 });
    case 'tooManyPixels':
      return t('pictureTooManyPixels', { fileName, max: MAX_PICTURE_PIXELS / 1_000_000 });
    default:
      return t('pictureUnreadable', { fileName });
  }
}

/**
 * A file chosen, pasted or dropped on a row becomes that entry's picture, as
 * one change with Undo in its toast. A file that gives none is named in an
 * alert, and the entry is left as it was.
 */
export async function addPictureToEntry(id: string, at: number, file: File, t: T): Promise<void> {
  if (refusedWhileLocked()) return;
  const outcome = await makeEntryPicture(file);
  const said = outcomeText(t, file.name, outcome);
  if (!('image' in outcome)) {
    notify({ title: t('imagesProblemsTitle', { count: 1 }), description: said ?? undefined, variant: 'destructive' });
    return;
  }
  // The picture took a moment: the list may have changed meanwhile, or been locked by a draw.
  if (refusedWhileLocked()) return;
  const { entries, update } = entriesStore.getState();
  const entry = entries[entryIndex(entries, id, at)];
  if (!entry) return;
  const description = [t('imageAddedDescription', { entry: shortenedText(entry.text) }), said].filter(Boolean).join(' ');
  changeListWithUndo(() => update(id, { image: outcome.image }, at), { title: t('imageAddedTitle'), description });
}

/** The entry's picture taken off, as one change with Undo in its toast. */
export function removePictureFromEntry(id: string, at: number, t: T): void {
  if (refusedWhileLocked()) return;
  const { entries, update } = entriesStore.getState();
  const entry = entries[entryIndex(entries, id, at)];
  if (!entry?.image) return;
  changeListWithUndo(() => update(id, { image: undefined }, at), {
    title: t('imageRemovedTitle'),
    description: t('imageRemovedDescription', { entry: shortenedText(entry.text) }),
  });
}

/**
 * "Add images": each picture file becomes an entry named after it, all of
 * them added at the end of the list in one change (one Undo takes them all
 * out). Pictures are made one at a time, so at most one large photo is held
 * decoded at once. Resolves to what the visitor must be told: each file left
 * out or refused, by name, and each animated one.
 */
export async function addPictureEntries(files: readonly File[], t: T): Promise<string[]> {
  if (refusedWhileLocked()) return [];
  const { taken, leftOut } = picturesToAdd(files);
  const said: string[] = [];
  const pictures: { text: string; image: string }[] = [];
  for (const file of taken) {
    const outcome = await makeEntryPicture(file);
    const text = outcomeText(t, file.name, outcome);
    if (text) said.push(text);
    if ('image' in outcome) pictures.push({ text: file.name, image: outcome.image });
  }
  if (leftOut.length > 0) said.push(t('picturesLeftOut', { max: MAX_PICTURES_PER_ADD, names: leftOut.map((file) => file.name).join(', ') }));
  if (pictures.length === 0 || refusedWhileLocked()) return said;
  const before = entriesStore.getState().entries;
  const named = pictures.map(({ text, image }, i) => ({ image, text: entryNameFromFileName(text, t('pictureNameFallback', { number: before.length + i + 1 })) }));
  const next = appendPictureEntries(before, named, Date.now());
  changeListWithUndo(() => entriesStore.getState().replace(next), {
    title: t('imagesAddedTitle', { count: pictures.length }),
    description: t('imagesAddedDescription'),
  });
  return said;
}
