/** The wheel's fixed values: the entry palette, limits, speeds and timings the whole wheel agrees on. */

export const ENTRY_PALETTE = ['#FF6B6B', '#4ECDC4', '#45B7D1', '#96CEB4', '#FFEAA7', '#DDA0DD', '#FF9F43', '#A29BFE'] as const;

export const THEME_SWATCHES = [
  '#FF4757',
  '#2ED573',
  '#1E90FF',
  '#FFD700',
  ...ENTRY_PALETTE,
  '#000000',
  '#FFFFFF',
  '#808080',
  '#C0C0C0',
] as const;

export type SpinMode = 'classic' | 'random' | 'press-hold' | 'flick';
export const SPIN_MODES: readonly SpinMode[] = ['classic', 'random', 'press-hold', 'flick'];

/** Physics runs in fixed steps of one 60 Hz frame; per-frame factors apply per step. */
export const STEPS_PER_SECOND = 60;
export const MS_PER_STEP = 1000 / STEPS_PER_SECOND;
export const STOP_VELOCITY_DEG_PER_STEP = 0.1;
export const FLICK_CAP_FACTOR = 5;
export const RANDOM_START_MAX_DEG = 180;
export const PROGRESS_DURATION_MS = 3000;

export const SLIDER_LIMITS = {
  minVelocity: { min: 5, max: 40, step: 1 },
  maxVelocity: { min: 30, max: 100, step: 1 },
  accelerationRate: { min: 0.001, max: 0.05, step: 0.001 },
  decelerationRate: { min: 0.9, max: 0.999, step: 0.001 },
} as const;

/** Velocities (degrees per step) each mode starts from when chosen. */
export const MODE_VELOCITIES: Record<SpinMode, { minVelocity: number; maxVelocity: number }> = {
  classic: { minVelocity: 30, maxVelocity: 50 },
  random: { minVelocity: 30, maxVelocity: 80 },
  'press-hold': { minVelocity: 5, maxVelocity: 60 },
  flick: { minVelocity: 30, maxVelocity: 60 },
};

export const TEXT_RADIUS_FRACTION = 0.7;
export const RADIAL_TEXT_ABOVE = 10;
export const MIN_CANVAS_PX = 200;
export const MIN_WHEEL_RADIUS_PX = 20;
export const MOBILE_BREAKPOINT_PX = 768;
