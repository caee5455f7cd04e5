import type { GradientStops } from '@/lib/wheel/stage/paint-wheel';

/** What the painter needs of a worker (a test gives one that answers in the same thread). */
export type PaintWorker = Pick<Worker, 'postMessage' | 'onmessage' | 'onerror' | 'onmessageerror'>;

export interface PaintRequest {
  stops: GradientStops;
  radiusPx: number;
  ratio: number;
}

/** Paints a request; resolves to the picture, or null when it must be painted on the page. */
export type BackgroundPainter = (request: PaintRequest) => Promise<ImageBitmap | null>;

function startPaintWorker(): PaintWorker | null {
  try {
    if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
    return new Worker(new URL('./paint-worker.ts', import.meta.url), { name: 'paint-wheel' });
  } catch {
    return null;
  }
}

/**
 * A painter of gradient-only wheels (see paintsGradientOnly) in one worker,
 * started on first use and kept for the page's next changes. Every request
 * gets its own answer. A worker that cannot start, load or paint answers
 * null, for this and every later request, and the page paints instead.
 */
export function createBackgroundPainter(start: () => PaintWorker | null = startPaintWorker): BackgroundPainter {
  let worker: PaintWorker | null | undefined;
  let nextId = 1;
  const waiting = new Map<number, (image: ImageBitmap | null) => void>();
  const failAll = () => {
    worker = null;
    const answers = [...waiting.values()];
    waiting.clear();
    answers.forEach((answer) => answer(null));
  };
  return (request) => {
    if (worker === undefined) {
      worker = start();
      if (worker) {
        worker.onmessage = (event: MessageEvent<{ id: number; image: ImageBitmap | null }>) => {
          const answer = waiting.get(event.data.id);
          waiting.delete(event.data.id);
          answer?.(event.data.image);
        };
        worker.onerror = failAll;
        worker.onmessageerror = failAll;
      }
    }
    const current = worker;
    if (!current) return Promise.resolve(null);
    const id = nextId;
    nextId += 1;
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      current.postMessage({ id, ...request });
    });
  };
}
