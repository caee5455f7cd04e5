/**
 * Synthesized sound effects through the Web Audio API: nothing to download.
 * The context is created lazily, so the first sound must come from a user
 * gesture (browsers keep audio suspended until then).
 */

let context: AudioContext | null | undefined;

export function audioContext(): AudioContext | null {
  if (context === undefined) {
    const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
    try {
      context = Ctor ? new Ctor() : null;
    } catch {
      context = null;
    }
  }
  if (context?.state === 'suspended') void context.resume().catch(() => {});
  return context;
}

export interface Tone {
  frequencyHz: number;
  /** Glide to this pitch over the tone's length (a sweep); defaults to a steady pitch. */
  endFrequencyHz?: number;
  durationS: number;
  type?: OscillatorType;
  /** Peak loudness, 0 to 1. */
  gain?: number;
  /** Seconds from now. */
  delayS?: number;
}

/** Plays one short tone with a fast attack and an exponential fade, so it never clicks. */
export function playTone({ frequencyHz, endFrequencyHz, durationS, type = 'sine', gain = 0.2, delayS = 0 }: Tone): void {
  const ctx = audioContext();
  if (!ctx) return;
  const start = ctx.currentTime + delayS;
  const end = start + durationS;
  const oscillator = ctx.createOscillator();
  const envelope = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequencyHz, start);
  if (endFrequencyHz) oscillator.frequency.exponentialRampToValueAtTime(endFrequencyHz, end);
  envelope.gain.setValueAtTime(0.0001, start);
  envelope.gain.exponentialRampToValueAtTime(gain, start + Math.min(0.01, durationS / 4));
  envelope.gain.exponentialRampToValueAtTime(0.0001, end);
  oscillator.connect(envelope).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(end + 0.02);
}
