import { MS_PER_STEP, STOP_VELOCITY_DEG_PER_STEP } from '@/lib/wheel/constants';

/**
 * The wheel's motion as pure, fixed-step functions: one step is one 60 Hz
 * frame, whatever the display's refresh rate. Velocities are in degrees per
 * step and may be negative (a flick to the left).
 */

/** How many steps a free deceleration lasts before the speed falls to the stop threshold. */
export function decelerationSteps(velocityDegPerStep: number, decelerationPerStep: number): number {
  const speed = Math.abs(velocityDegPerStep);
  if (speed <= STOP_VELOCITY_DEG_PER_STEP) return 0;
  let steps = Math.ceil(Math.log(STOP_VELOCITY_DEG_PER_STEP / speed) / Math.log(decelerationPerStep));
  // The logarithm can land a hair off an exact power; settle on the stepping rule itself.
  while (steps > 0 && speed * decelerationPerStep ** (steps - 1) <= STOP_VELOCITY_DEG_PER_STEP) steps -= 1;
  while (speed * decelerationPerStep ** steps > STOP_VELOCITY_DEG_PER_STEP) steps += 1;
  return steps;
}

/** Degrees travelled from a launch velocity until the speed falls to the stop threshold (a geometric sum). */
export function decelerationDistance(velocityDegPerStep: number, decelerationPerStep: number): { distanceDeg: number; steps: number } {
  const steps = decelerationSteps(velocityDegPerStep, decelerationPerStep);
  return { distanceDeg: decelerationOffset(velocityDegPerStep, decelerationPerStep, steps), steps };
}

/**
 * Offset from the start (degrees) after k steps of a free deceleration: the
 * closed form of stepping `offset += v; v *= d`, so any step costs the same.
 */
export function decelerationOffset(velocityDegPerStep: number, decelerationPerStep: number, step: number): number {
  return (velocityDegPerStep * (1 - decelerationPerStep ** step)) / (1 - decelerationPerStep);
}

/** One step of holding the wheel in press-and-hold mode: speed grows linearly toward the cap. */
export function holdStep(velocityDegPerStep: number, accelerationPerMs: number, maxVelocityDegPerStep: number): number {
  return Math.min(maxVelocityDegPerStep, velocityDegPerStep + accelerationPerMs * MS_PER_STEP);
}

/**
 * The launch velocity of a flick: the drag's recent angular speed, in degrees
 * per step, capped in either direction.
 */
export function flickVelocity(dragAngleDeg: number, dragDurationMs: number, capDegPerStep: number): number {
  if (dragDurationMs <= 0) return 0;
  const v = (dragAngleDeg / dragDurationMs) * MS_PER_STEP;
  return Math.max(-capDegPerStep, Math.min(capDegPerStep, v));
}

/**
 * A launch speed in [lo, hi] whose free deceleration covers about
 * `distanceDeg`. For a fixed number of steps K the distance is linear in the
 * speed, so a few rounds of "guess K, solve for v" settle it; where the exact
 * distance falls in the small gap between K and K + 1 steps, the nearest
 * speed is returned and the caller rescales the tiny remainder.
 */
export function velocityForDistance(distanceDeg: number, lo: number, hi: number, decelerationPerStep: number): number {
  const clamp = (v: number) => Math.max(lo, Math.min(hi, v));
  const d = decelerationPerStep;
  let v = clamp(distanceDeg * (1 - d) + STOP_VELOCITY_DEG_PER_STEP);
  for (let round = 0; round < 4; round += 1) {
    const steps = decelerationSteps(v, d);
    if (steps === 0) return v;
    const exact = clamp((distanceDeg * (1 - d)) / (1 - d ** steps));
    if (Math.abs(exact - v) < 1e-12) break;
    v = exact;
  }
  return v;
}
