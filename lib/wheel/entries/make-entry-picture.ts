import { workerCalls, type CallableWorker } from '@/lib/browser/worker-calls';
import { isEntryImage } from '@/lib/wheel/entries/entries';
import { offscreenCanvas, shrinkToSquare, type PictureCanvas, type ShrinkResult } from '@/lib/wheel/entries/picture-encode';
import { HEADER_BYTES, isAnimatedGif, isAnimatedPng, isAnimatedWebp, readPictureHeader, type PictureHeader } from '@/lib/wheel/entries/picture-header';
import { judgePictureFile, megapixels, type PictureProblem } from '@/lib/wheel/entries/picture-rules';

/** A file made into an entry's picture, or why not (with the megapixels claimed, for a picture too large). */
export type PictureOutcome = { image: string; animated: boolean } | { problem: PictureProblem; megapixels?: number };

/** Shrinks a picture file to its square; null when it must be done on the page. */
type Shrinker = (file: Blob) => Promise<ShrinkResult | null>;

function startPictureWorker(): CallableWorker | null {
  try {
    if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
    return new Worker(new URL('./picture-worker.ts', import.meta.url), { name: 'entry-pictures' });
  } catch {
    return null;
  }
}

/**
 * A shrinker in one worker, started on first use and kept for the next
 * pictures. A worker that cannot start, load or answer answers null, for this
 * and every later picture, and the page does the work instead.
 */
export function createBackgroundShrinker(start: () => CallableWorker | null = startPictureWorker): Shrinker {
  const calls = workerCalls<{ file: Blob }, ShrinkResult>(start);
  return (file) => calls({ file });
}

function pageCanvas(sidePx: number): PictureCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return offscreenCanvas(sidePx);
  const canvas = document.createElement('canvas');
  canvas.width = sidePx;
  canvas.height = sidePx;
  return { canvas, toBlob: (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)) };
}

/** Decodes on the page: createImageBitmap (decoded off the main thread) where there is one, else an image element. */
async function shrinkOnPage(file: Blob): Promise<ShrinkResult> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    try {
      return await shrinkToSquare(bitmap, pageCanvas);
    } finally {
      bitmap.close();
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return await shrinkToSquare(Object.assign(image, { width: image.naturalWidth, height: image.naturalHeight }), pageCanvas);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The file as a base64 data URL of its own type, a chunk of characters at a time (a spread of 25,000 arguments could overflow the stack). */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x2000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x2000));
  return `data:${blob.type};base64,${btoa(binary)}`;
}

/** Whether the picture moves: for a GIF its frames are counted over the whole file; APNG and WebP say so in their header. */
async function isAnimated(file: Blob, header: PictureHeader, head: Uint8Array): Promise<boolean> {
  if (header.kind === 'gif') return isAnimatedGif(new Uint8Array(await file.arrayBuffer()));
  if (header.kind === 'png') return isAnimatedPng(head);
  return header.kind === 'webp' && isAnimatedWebp(head);
}

let backgroundShrinker: Shrinker | null = null;

/**
 * A picture file as an entry's picture (see isEntryImage). Its header is read
 * first, so a file that is not a WebP, JPEG, PNG or GIF, or claims too many
 * pixels, or is too big, is refused before anything is decoded; the rest is
 * decoded and shrunk in a worker (on the page where there is none). An
 * animated picture gives its first frame, and says it was animated.
 */
export async function makeEntryPicture(file: Blob, shrink?: Shrinker): Promise<PictureOutcome> {
  try {
    const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
    const header = readPictureHeader(head);
    const problem = judgePictureFile(header, file.size);
    if (problem || !header) {
      return problem === 'tooManyPixels' && header ? { problem, megapixels: megapixels(header.widthPx, header.heightPx) } : { problem: problem ?? 'notPicture' };
    }
    const animated = await isAnimated(file, header, head);
    backgroundShrinker ??= createBackgroundShrinker();
    const result = (await (shrink ?? backgroundShrinker)(file)) ?? (await shrinkOnPage(file));
    if ('problem' in result) return { problem: result.problem };
    const image = await dataUrlOf(result.blob);
    return isEntryImage(image) ? { image, animated } : { problem: 'unreadable' };
  } catch {
    return { problem: 'unreadable' };
  }
}
