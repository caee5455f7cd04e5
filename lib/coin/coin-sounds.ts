import type { Tone } from '@/lib/browser/audio';

/**
 * The coin's sounds as plain tone lists for `playTone`: a bright metallic
 * ping when the thumb flicks the coin up, and a clack with a short ring
 * when it lands. Inharmonic partials (ratios near 1 : 1.5 : 2.8) are what
 * make a struck disc sound like metal rather than a musical note.
 */

export function flipTones(): Tone[] {
  return [
    { frequencyHz: 2400, durationS: 0.42, type: 'sine', gain: 0.1 },
    { frequencyHz: 3610, durationS: 0.3, type: 'sine', gain: 0.05 },
    { frequencyHz: 6720, durationS: 0.16, type: 'sine', gain: 0.025 },
    // The air rushing past: a quick rising sweep, very soft.
    { frequencyHz: 220, endFrequencyHz: 880, durationS: 0.22, type: 'triangle', gain: 0.03 },
  ];
}

/** One touch-down at `delayS` seconds from now; `strength` 1 for the landing, less for the settling bounce. */
export function landingTones(delayS: number, strength = 1): Tone[] {
  return [
    { frequencyHz: 170, endFrequencyHz: 70, durationS: 0.14, type: 'triangle', gain: 0.28 * strength, delayS },
    { frequencyHz: 1850, durationS: 0.22, type: 'sine', gain: 0.07 * strength, delayS },
    { frequencyHz: 2790, durationS: 0.14, type: 'sine', gain: 0.04 * strength, delayS: delayS + 0.008 },
  ];
}

/** Every tone of one flip: the flick now, then a touch-down at each impact (ms from now), softer each time. */
export function flipSoundtrack(impactsMs: readonly number[]): Tone[] {
  return [...flipTones(), ...impactsMs.flatMap((ms, i) => landingTones(ms / 1000, 1 / (i + 1)))];
}
