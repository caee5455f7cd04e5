import { playTone } from '@/lib/browser/audio';

/**
 * The wheel's sound effects, synthesized with Web Audio. These only play;
 * whether sound is on is the caller's decision (the theme's soundEnabled).
 */

/**
 * A soft click: a 25 ms triangle blip gliding down from 1.6 kHz. It is short
 * and quiet because it repeats up to dozens of times a second on a fast spin.
 */
export function playTick(): void {
  playTone({ frequencyHz: 1600, endFrequencyHz: 1200, durationS: 0.025, type: 'triangle', gain: 0.05 });
}

/** A rising C major arpeggio (C5, E5, G5, C6): the familiar "you won" flourish, never harsh. */
const CHIME_NOTES_HZ = [523.25, 659.25, 783.99, 1046.5] as const;
const CHIME_NOTE_GAP_S = 0.12;
const CHIME_NOTE_S = 0.25;
/** The top note rings a little longer, so the whole chime lasts about 0.8 s. */
const CHIME_LAST_NOTE_S = 0.45;

export function playWinChime(): void {
  CHIME_NOTES_HZ.forEach((frequencyHz, i) => {
    const last = i === CHIME_NOTES_HZ.length - 1;
    playTone({
      frequencyHz,
      durationS: last ? CHIME_LAST_NOTE_S : CHIME_NOTE_S,
      type: 'sine',
      gain: 0.16,
      delayS: i * CHIME_NOTE_GAP_S,
    });
  });
}

/**
 * Decides, once per animation frame, whether to tick. A tick needs a new slice
 * under the pointer AND at least `minIntervalMs` since the last tick: with
 * thousands of slices several pass the pointer every frame, and one tick per
 * slice would be a buzz rather than a click.
 *
 * The first call only records the slice the spin starts on (nothing has
 * passed the pointer yet), so create a fresh throttle for each spin.
 * `now` returns milliseconds; tests inject a fake clock.
 */
export function createTickThrottle(minIntervalMs: number, now: () => number = () => performance.now()): (sliceIndex: number) => boolean {
  let lastSlice: number | undefined;
  let lastTickMs = Number.NEGATIVE_INFINITY;
  return (sliceIndex) => {
    const previous = lastSlice;
    lastSlice = sliceIndex;
    if (previous === undefined || sliceIndex === previous) return false;
    const t = now();
    if (t - lastTickMs < minIntervalMs) return false;
    lastTickMs = t;
    return true;
  };
}
