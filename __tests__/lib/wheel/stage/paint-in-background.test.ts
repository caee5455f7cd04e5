import type { CallableWorker } from '@/lib/browser/worker-calls';
import { createBackgroundPainter, type PaintRequest } from '@/lib/wheel/stage/paint-in-background';

const request = (radiusPx: number): PaintRequest => ({ stops: { offsets: [0, 1], colors: ['#000000', '#000000'] }, radiusPx, ratio: 1 });
/** Stands in for a painted picture: the request's radius, so each answer can be told apart. */
const pictureOf = (radiusPx: number) => ({ radiusPx }) as unknown as ImageBitmap;

/** A worker whose answers the test sends, in any order. */
function heldWorker() {
  const posted: Array<{ id: number } & PaintRequest> = [];
  const worker: CallableWorker = {
    onmessage: null,
    onerror: null,
    onmessageerror: null,
    postMessage: (message: { id: number } & PaintRequest) => posted.push(message),
  };
  const answer = (index: number) => {
    const { id, radiusPx } = posted[index]!;
    worker.onmessage?.call(worker as Worker, { data: { id, answer: pictureOf(radiusPx) } } as MessageEvent);
  };
  return { worker, posted, answer };
}

describe('createBackgroundPainter', () => {
  it('starts one worker on first use and gives every request its own picture, whatever order they come back in', async () => {
    const held = heldWorker();
    const start = jest.fn(() => held.worker);
    const paint = createBackgroundPainter(start);
    expect(start).not.toHaveBeenCalled();
    const first = paint(request(100));
    const second = paint(request(200));
    expect(start).toHaveBeenCalledTimes(1);
    expect(held.posted.map(({ radiusPx }) => radiusPx)).toEqual([100, 200]);
    held.answer(1);
    held.answer(0);
    await expect(first).resolves.toEqual(pictureOf(100));
    await expect(second).resolves.toEqual(pictureOf(200));
  });

  it('answers null, so the page paints, when no worker starts', async () => {
    const start = jest.fn(() => null);
    const paint = createBackgroundPainter(start);
    await expect(paint(request(100))).resolves.toBeNull();
    await expect(paint(request(100))).resolves.toBeNull();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('answers null for the waiting requests and every later one once the worker fails', async () => {
    const held = heldWorker();
    const paint = createBackgroundPainter(() => held.worker);
    const waiting = paint(request(100));
    held.worker.onerror?.call(held.worker as Worker, new Event('error') as ErrorEvent);
    await expect(waiting).resolves.toBeNull();
    await expect(paint(request(200))).resolves.toBeNull();
    expect(held.posted).toHaveLength(1);
  });
});
