import { PICTURE_QUALITIES, PICTURE_TARGET_BYTES, squareCut, tooManyPixels } from '@/lib/wheel/entries/picture-rules';

/** A canvas on the page or in a worker, and how it becomes a file. */
export interface PictureCanvas {
  canvas: HTMLCanvasElement | OffscreenCanvas;
  toBlob: (type: string, quality: number) => Promise<Blob | null>;
}

/** What a decoded picture offers: its size and a way to be drawn. */
type Drawable = CanvasImageSource & { width: number; height: number };

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** What shrinking gives: the encoded square, or why there is none. */
export type ShrinkResult = { blob: Blob } | { problem: 'tooManyPixels' | 'unreadable' };

function context(target: PictureCanvas): Context2D | null {
  return target.canvas.getContext('2d') as Context2D | null;
}

/** Encodes at each quality in turn until the file is small enough; the last try is kept whatever its size. */
async function encode(target: PictureCanvas, type: string): Promise<Blob | null> {
  let blob: Blob | null = null;
  for (const quality of PICTURE_QUALITIES) {
    blob = await target.toBlob(type, quality);
    // A browser that cannot write this type writes PNG instead, silently (Safari for WebP): stop and let the caller choose.
    if (!blob || blob.type !== type || blob.size <= PICTURE_TARGET_BYTES) return blob;
  }
  return blob;
}

/**
 * The picture's centred square drawn at most 256 pixels a side and encoded as
 * WebP, or as JPEG (on white, which has no transparency) where the browser
 * cannot write WebP. Only the pixels are drawn, so nothing of the file's
 * metadata (a photo's place and time, its camera) is in the result.
 * `makeCanvas` gives a canvas of a size, on the page or in a worker.
 */
export async function shrinkToSquare(picture: Drawable, makeCanvas: (sidePx: number) => PictureCanvas): Promise<ShrinkResult> {
  const { width, height } = picture;
  if (!(width > 0 && height > 0)) return { problem: 'unreadable' };
  // The header may have claimed less than was decoded.
  if (tooManyPixels(width, height)) return { problem: 'tooManyPixels' };
  const { sx, sy, sidePx, outSidePx } = squareCut(width, height);
  const target = makeCanvas(outSidePx);
  const ctx = context(target);
  if (!ctx) return { problem: 'unreadable' };
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(picture, sx, sy, sidePx, sidePx, 0, 0, outSidePx, outSidePx);
  const webp = await encode(target, 'image/webp');
  if (webp?.type === 'image/webp') return { blob: webp };
  // JPEG has no transparency: what was clear is laid on white rather than turning black.
  const flat = makeCanvas(outSidePx);
  const flatCtx = context(flat);
  if (!flatCtx) return { problem: 'unreadable' };
  flatCtx.fillStyle = '#ffffff';
  flatCtx.fillRect(0, 0, outSidePx, outSidePx);
  flatCtx.drawImage(target.canvas, 0, 0);
  const jpeg = await encode(flat, 'image/jpeg');
  return jpeg?.type === 'image/jpeg' ? { blob: jpeg } : { problem: 'unreadable' };
}

/** A canvas made with OffscreenCanvas (in a worker, or on a page that has it). */
export function offscreenCanvas(sidePx: number): PictureCanvas {
  const canvas = new OffscreenCanvas(sidePx, sidePx);
  return { canvas, toBlob: (type, quality) => canvas.convertToBlob({ type, quality }).catch(() => null) };
}
