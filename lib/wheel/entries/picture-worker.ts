import { offscreenCanvas, shrinkToSquare, type ShrinkResult } from '@/lib/wheel/entries/picture-encode';

/**
 * Decodes and shrinks a picture away from the page: a 50-megapixel photo
 * takes a second or more to decode and scale (several on a slow phone), which
 * on the page would freeze it. Takes { id, file }, answers { id, answer }.
 */
addEventListener('message', async (event: MessageEvent<{ id: number; file: Blob }>) => {
  const { id, file } = event.data;
  let result: ShrinkResult;
  try {
    const bitmap = await createImageBitmap(file);
    try {
      result = await shrinkToSquare(bitmap, offscreenCanvas);
    } finally {
      bitmap.close();
    }
  } catch {
    result = { problem: 'unreadable' };
  }
  postMessage({ id, answer: result });
});
