import type { CheckedInput } from '@/lib/draw/check-input';
import { unpackOnPage, type PackedCheck } from '@/lib/draw/packed-check';
import { lazyModule } from '@/lib/browser/lazy-module';

const onPage = lazyModule(() => import('@/lib/draw/check-input'));

/** The worker of the check in progress; a newer check stops it, since only the newest answer is shown. */
let running: { worker: Worker; settle: (checked: CheckedInput | null) => void } | null = null;
/** A worker left from the last finished check, reused so each check does not pay for a start. */
let idle: Worker | null = null;

function stopRunning(): void {
  if (!running) return;
  running.worker.terminate();
  running.settle(null);
  running = null;
}

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./verify-worker.ts', import.meta.url), { name: 'verify-draw' });
  } catch {
    return null;
  }
}

/** The same check on the page itself, for a browser that cannot start the worker. */
async function checkHere(input: string, origin: string): Promise<CheckedInput> {
  const { checkInput } = await onPage.load();
  return checkInput(input, origin);
}

/**
 * Checks the input in a worker, so a large record keeps the page answering.
 * Resolves to null when a newer check took over before this one finished.
 */
export function checkInBackground(input: string, origin: string): Promise<CheckedInput | null> {
  stopRunning();
  const worker = idle ?? startWorker();
  idle = null;
  if (!worker) return checkHere(input, origin);
  return new Promise((resolve) => {
    const mine = { worker, settle: resolve };
    running = mine;
    const done = (checked: CheckedInput | null) => {
      worker.onmessage = null;
      worker.onerror = null;
      worker.onmessageerror = null;
      if (running === mine) running = null;
      resolve(checked);
    };
    worker.onmessage = (event: MessageEvent<PackedCheck>) => {
      idle = worker;
      done(unpackOnPage(event.data));
    };
    // A worker that cannot load or answer (an old browser, a blocked script): check on the page instead.
    const fallBack = () => {
      worker.terminate();
      if (running !== mine) return;
      void checkHere(input, origin).then(done);
    };
    worker.onerror = fallBack;
    worker.onmessageerror = fallBack;
    worker.postMessage({ input, origin });
  });
}
