import { workerCalls, type CallableWorker } from '@/lib/browser/worker-calls';
import type { GradientStops } from '@/lib/wheel/stage/paint-wheel';

export interface PaintRequest {
  stops: GradientStops;
  radiusPx: number;
  ratio: number;
}

/** Paints a request; resolves to the picture, or null when it must be painted on the page. */
export type BackgroundPainter = (request: PaintRequest) => Promise<ImageBitmap | null>;

function startPaintWorker(): CallableWorker | null {
  try {
    if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
    return new Worker(new URL('./paint-worker.ts', import.meta.url), { name: 'paint-wheel' });
  } catch {
    return null;
  }
}

/**
 * A painter of gradient-only wheels (see paintsGradientOnly) in one worker,
 * started on first use and kept for the page's next changes. A worker that
 * cannot start, load or paint answers null, for this and every later request,
 * and the page paints instead.
 */
export function createBackgroundPainter(start: () => CallableWorker | null = startPaintWorker): BackgroundPainter {
  const calls = workerCalls<PaintRequest, ImageBitmap | null>(start);
  return async (request) => (await calls(request)) ?? null;
}
