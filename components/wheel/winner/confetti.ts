import { lazyModule } from '@/lib/browser/lazy-module';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The library is fetched on the first win, not with the page; a failed load
 * (offline before it was cached) may succeed on a later win. It draws on a
 * canvas of its own, made on the main thread: its default web worker would
 * be built from a blob: URL, which a strict content policy refuses.
 */
const cannon = lazyModule(() =>
  import('canvas-confetti').then(({ default: confetti }) => confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true })),
);

/**
 * A burst of confetti from the wheel's centre. Never under reduced motion:
 * then nothing is even loaded. Resolves when the burst is over; a failure to
 * load is swallowed, as confetti is decoration.
 */
export async function fireConfetti(colors?: readonly string[]): Promise<void> {
  if (typeof window === 'undefined' || window.matchMedia(REDUCED_MOTION).matches) return;
  try {
    const fire = await cannon.load();
    await fire({ particleCount: 140, spread: 80, startVelocity: 45, origin: { x: 0.5, y: 0.5 }, colors: colors ? [...colors] : undefined });
  } catch {
    // Nothing to tell the visitor: the winner is already announced.
  }
}
