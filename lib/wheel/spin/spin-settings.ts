import { MODE_VELOCITIES, SLIDER_LIMITS, SPIN_MODES, type SpinMode } from '@/lib/wheel/constants';

export interface SpinSettings {
  mode: SpinMode;
  minVelocity: number;
  maxVelocity: number;
  accelerationRate: number;
  decelerationRate: number;
}

export const DEFAULT_SPIN_SETTINGS: SpinSettings = {
  mode: 'classic',
  minVelocity: 30,
  maxVelocity: 60,
  accelerationRate: 0.01,
  decelerationRate: 0.98,
};

type SliderKey = keyof typeof SLIDER_LIMITS;

/** Just the settings' data, from a store state that also carries actions. */
export function pickSpinSettings({ mode, minVelocity, maxVelocity, accelerationRate, decelerationRate }: SpinSettings): SpinSettings {
  return { mode, minVelocity, maxVelocity, accelerationRate, decelerationRate };
}

/** Clamps to the slider's range and snaps to its step, so a stored 0.98000001 reads as 0.98. */
export function clampSetting(key: SliderKey, value: number): number {
  const { min, max, step } = SLIDER_LIMITS[key];
  const fallback = DEFAULT_SPIN_SETTINGS[key];
  if (!Number.isFinite(value)) return fallback;
  const snapped = Math.round((Math.min(max, Math.max(min, value)) - min) / step) * step + min;
  return Number(snapped.toFixed(3));
}

function isSpinMode(value: unknown): value is SpinMode {
  return typeof value === 'string' && (SPIN_MODES as readonly string[]).includes(value);
}

/** Choosing a mode brings its own speed range; the other settings stay as they are. */
export function withMode(settings: SpinSettings, mode: SpinMode): SpinSettings {
  return { ...settings, mode, ...MODE_VELOCITIES[mode] };
}

/**
 * Settings read back from storage: accepted only as an object with a known
 * mode; numbers outside the sliders' ranges are clamped, missing ones default,
 * and fields older versions kept (`enabled`) are ignored.
 */
export function parseStoredSpinSettings(value: unknown): SpinSettings | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (!isSpinMode(v.mode)) return null;
  const number = (key: SliderKey) => (typeof v[key] === 'number' ? clampSetting(key, v[key] as number) : DEFAULT_SPIN_SETTINGS[key]);
  return {
    mode: v.mode,
    minVelocity: number('minVelocity'),
    maxVelocity: number('maxVelocity'),
    accelerationRate: number('accelerationRate'),
    decelerationRate: number('decelerationRate'),
  };
}
