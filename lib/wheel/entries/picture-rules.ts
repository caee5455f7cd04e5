import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { appendEntryTexts } from '@/lib/wheel/entries/entry-lines';
import type { PictureHeader } from '@/lib/wheel/entries/picture-header';

/** The side of an entry's picture at most, in pixels: four times a slice's picture on a large screen, the winner card's at twice the pixel ratio. */
export const PICTURE_SIDE_PX = 256;

/**
 * The largest picture file taken, in bytes. A 50-megapixel JPEG from a phone
 * is 10 to 25 MB, a PNG screenshot of a 5K screen about 30 MB; a bigger file
 * is a scan or a RAW export that would only be shrunk to 256 pixels anyway.
 */
export const MAX_PICTURE_FILE_BYTES = 40 * 1000 * 1000;

/**
 * The most pixels a picture may claim, and have once decoded. A phone's
 * 50-megapixel mode (8160 x 6120) is taken and shrunk: decoding it holds about
 * 200 MB for a moment, in a worker, which phones that shoot such photos have
 * to spare. Past 64 megapixels (a phone's 108 or 200 MP mode, a panorama
 * stitch) the decode alone could take more memory than a mid-range phone
 * gives a tab, and the tab would be closed with what was typed in it, so
 * such a picture is refused with its size named.
 */
export const MAX_PICTURE_PIXELS = 64_000_000;

/**
 * The most pictures one "Add images" takes. Storage keeps about 5 MB for the
 * site, so 150 to 250 pictures of 15 to 25 kB each; 50 at once (a class, a
 * team, a deck of cards) leaves room for a second list and the undo history.
 * Files past the 50th are named as left out.
 */
export const MAX_PICTURES_PER_ADD = 50;

/**
 * The encoder's quality for each try, best first, and the size in bytes a
 * picture should stay under: a 256 x 256 photo at 0.8 is about 10 to 25 kB in
 * WebP or JPEG; a busy one is encoded again at a lower quality.
 */
export const PICTURE_QUALITIES = [0.8, 0.65, 0.5] as const;
export const PICTURE_TARGET_BYTES = 30_000;

/** Why a file gave no picture. */
export type PictureProblem = 'notPicture' | 'fileTooLarge' | 'tooManyPixels' | 'unreadable';

/** Whether a file of `sizeBytes` whose header reads `header` may be decoded; the problem if not. */
export function judgePictureFile(header: PictureHeader | null, sizeBytes: number): PictureProblem | null {
  if (sizeBytes > MAX_PICTURE_FILE_BYTES) return 'fileTooLarge';
  if (!header) return 'notPicture';
  return tooManyPixels(header.widthPx, header.heightPx) ? 'tooManyPixels' : null;
}

/** Whether a picture of this size is past MAX_PICTURE_PIXELS (a decoded picture is checked again: a header can lie). */
export function tooManyPixels(widthPx: number, heightPx: number): boolean {
  return widthPx * heightPx > MAX_PICTURE_PIXELS;
}

/** Megapixels for a message, to one decimal: "50.1". */
export function megapixels(widthPx: number, heightPx: number): number {
  return Math.round((widthPx * heightPx) / 100_000) / 10;
}

/** Where the square is cut from a picture (its centre, as large as fits) and the side it is drawn at. */
export interface SquareCut {
  sx: number;
  sy: number;
  sidePx: number;
  outSidePx: number;
}

/** The centred square of a picture, drawn at PICTURE_SIDE_PX or its own side if smaller (a small icon is not blown up). */
export function squareCut(widthPx: number, heightPx: number): SquareCut {
  const sidePx = Math.min(widthPx, heightPx);
  return {
    sx: Math.floor((widthPx - sidePx) / 2),
    sy: Math.floor((heightPx - sidePx) / 2),
    sidePx,
    outSidePx: Math.max(1, Math.min(PICTURE_SIDE_PX, sidePx)),
  };
}

/** The longest entry name made from a file name, in characters; a longer name is cut at a whole character. */
export const MAX_PICTURE_NAME_CHARS = 80;

/**
 * An entry's text from a picture's file name: the name without its last
 * extension ("photo.final.JPG" gives "photo.final"), underscores and runs of
 * white space as one space, trimmed, and cut to MAX_PICTURE_NAME_CHARS
 * characters (never inside a surrogate pair). A name with nothing left
 * (".png", "  .jpg") gives `fallback`.
 */
export function entryNameFromFileName(fileName: string, fallback: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : dot === 0 ? '' : base;
  const clean = stem.replace(/[_\s]+/g, ' ').trim();
  if (!clean) return fallback;
  const chars = Array.from(clean);
  return chars.length <= MAX_PICTURE_NAME_CHARS ? clean : chars.slice(0, MAX_PICTURE_NAME_CHARS).join('').trim();
}

/** The files one "Add images" takes, in the order chosen, and the ones past MAX_PICTURES_PER_ADD that it leaves out. */
export function picturesToAdd<T>(files: readonly T[], max = MAX_PICTURES_PER_ADD): { taken: T[]; leftOut: T[] } {
  return { taken: files.slice(0, max), leftOut: files.slice(max) };
}

/**
 * The list with one entry per picture added at its end, as "Add many" adds
 * texts (ids from the time of adding, colours in the palette's turn), each
 * with its picture.
 */
export function appendPictureEntries(
  entries: readonly WheelEntry[],
  pictures: readonly { text: string; image: string }[],
  nowMs: number,
): WheelEntry[] {
  const list = appendEntryTexts(entries, pictures.map((picture) => picture.text), nowMs);
  pictures.forEach(({ image }, i) => {
    const entry = list[entries.length + i];
    if (entry) list[entries.length + i] = { ...entry, image };
  });
  return list;
}
