import { paintGradientSlices, type GradientStops } from '@/lib/wheel/stage/paint-wheel';

/**
 * Paints a wheel of very many slices away from the page: rasterising its
 * conic gradient of thousands of stops takes 100 ms and more on a slow
 * phone, which on the page would hold up the frame that shows a change.
 * Takes { id, stops, radiusPx, ratio }, answers { id, answer } with the
 * picture paintSlices paints (an ImageBitmap of side 2 × radius × ratio,
 * handed over rather than copied), or answer null when it cannot paint.
 */
addEventListener('message', (event: MessageEvent<{ id: number; stops: GradientStops; radiusPx: number; ratio: number }>) => {
  const { id, stops, radiusPx, ratio } = event.data;
  const side = Math.ceil(2 * radiusPx * ratio);
  const ctx = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(side, side).getContext('2d');
  if (!ctx) {
    postMessage({ id, answer: null });
    return;
  }
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  paintGradientSlices(ctx, stops, radiusPx);
  const image = ctx.canvas.transferToImageBitmap();
  postMessage({ id, answer: image }, { transfer: [image] });
});
