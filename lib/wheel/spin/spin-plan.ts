import { randomFloat, randomInt, type RandomSource } from '@/lib/random';
import { MS_PER_STEP, RANDOM_START_MAX_DEG, STEPS_PER_SECOND } from '@/lib/wheel/constants';
import { normalizeDeg, rotationForWheelAngle, sliceAtPointer, sliceSizeDeg } from '@/lib/wheel/stage/geometry';
import { decelerationDistance, decelerationOffset, velocityForDistance } from '@/lib/wheel/spin/physics';

/**
 * Fair by construction: every plan draws the winner first (uniform over the
 * visible slices) and a point inside its slice, then shapes the motion so the
 * wheel comes to rest exactly there. Speeds, modes and frame rates change the
 * show, never the odds.
 */

export interface SpinTrajectory {
  /** How many fixed steps the spin lasts. */
  steps: number;
  /** The wheel's rotation after k steps (0 is where the spin starts, `steps` where it rests). */
  rotationAtStep: (k: number) => number;
  /** The slice under the pointer at rest: computed from the very value the renderer shows last. */
  winnerIndex: number;
}

/** A motion from rest at 0 to `distance` over `steps`, as offsets from the start. */
type Offsets = (k: number) => number;

/** Keeps the resting point off the very edge of a slice, so no one argues "it was on the line". */
const EDGE_MARGIN = 0.02;
/** Steps over which a start correction (random start turn, unreachable target) is blended in. */
const BLEND_STEPS = 30;
const REDUCED_MOTION_STEPS = STEPS_PER_SECOND;

interface Target {
  winnerIndex: number;
  rotationDeg: number;
}

/**
 * The winner (uniform, unless a checkable draw has already chosen it) and a
 * uniform point inside its slice.
 */
function pickTarget(sliceCount: number, source: RandomSource, chosenIndex?: number): Target {
  const winnerIndex = chosenIndex ?? randomInt(sliceCount, source);
  if (!Number.isInteger(winnerIndex) || winnerIndex < 0 || winnerIndex >= sliceCount) {
    throw new RangeError(`winner ${winnerIndex} is not one of ${sliceCount} slices`);
  }
  const within = EDGE_MARGIN + (1 - 2 * EDGE_MARGIN) * randomFloat(source);
  const wheelAngle = (winnerIndex + within) * sliceSizeDeg(sliceCount);
  return { winnerIndex, rotationDeg: rotationForWheelAngle(wheelAngle) };
}

function smoothstep(k: number, steps: number): number {
  if (k >= steps) return 1;
  const t = k / steps;
  return t * t * (3 - 2 * t);
}

function trajectory(startDeg: number, steps: number, offset: Offsets, scale: number, correctionDeg: number, sliceCount: number): SpinTrajectory {
  const blendSteps = Math.min(BLEND_STEPS, steps);
  const rotationAtStep = (k: number) => {
    const step = Math.max(0, Math.min(steps, k));
    return startDeg + scale * offset(step) + correctionDeg * smoothstep(step, blendSteps);
  };
  return { steps, rotationAtStep, winnerIndex: sliceAtPointer(rotationAtStep(steps), sliceCount) };
}

function freeDeceleration(velocity: number, deceleration: number): { steps: number; offset: Offsets; natural: number } {
  const { steps, distanceDeg } = decelerationDistance(velocity, deceleration);
  return { steps, natural: distanceDeg, offset: (k) => decelerationOffset(velocity, deceleration, k) };
}

export interface LaunchInput {
  rotationDeg: number;
  sliceCount: number;
  mode: 'classic' | 'random';
  minVelocity: number;
  maxVelocity: number;
  deceleration: number;
  source: RandomSource;
  reducedMotion?: boolean;
  /** A winner chosen before the spin (a checkable draw); otherwise the plan draws one. */
  winnerIndex?: number;
}

/** A button or keyboard spin: launch speed within [min, max], slowed by the deceleration factor each step. */
export function planLaunch(input: LaunchInput): SpinTrajectory {
  const { sliceCount, source, deceleration } = input;
  const start = normalizeDeg(input.rotationDeg);
  const target = pickTarget(sliceCount, source, input.winnerIndex);
  if (input.reducedMotion) return planCalm(start, target, sliceCount);

  const lo = Math.min(input.minVelocity, input.maxVelocity);
  const hi = Math.max(input.minVelocity, input.maxVelocity);
  const extraStart = input.mode === 'random' ? randomFloat(source) * RANDOM_START_MAX_DEG : 0;
  const base = normalizeDeg(target.rotationDeg - start - extraStart);
  const shortest = decelerationDistance(lo, deceleration).distanceDeg;
  const longest = decelerationDistance(hi, deceleration).distanceDeg;
  const firstTurn = Math.ceil((shortest - base) / 360);
  const lastTurn = Math.floor((longest - base) / 360);

  if (firstTurn <= lastTurn) {
    // Every reachable landing of the target point is equally likely to be the one shown.
    const distance = base + 360 * (firstTurn + randomInt(lastTurn - firstTurn + 1, source));
    const velocity = velocityForDistance(distance, lo, hi, deceleration);
    const { steps, offset, natural } = freeDeceleration(velocity, deceleration);
    // The bisection lands within one stop-threshold step; the tiny rescale closes the gap exactly.
    return trajectory(start, steps, offset, distance / natural, extraStart, sliceCount);
  }

  // The speed range is too narrow to reach the target (e.g. min = max): keep the
  // drawn speed and turn the start angle instead, blended into the first steps.
  const velocity = lo + (hi - lo) * randomFloat(source);
  const { steps, offset, natural } = freeDeceleration(velocity, deceleration);
  const correction = extraStart + normalizeDeg(target.rotationDeg - start - extraStart - natural);
  return trajectory(start, steps, offset, 1, correction, sliceCount);
}

export interface ReleaseInput {
  rotationDeg: number;
  sliceCount: number;
  /** Signed: negative turns the wheel the other way. */
  velocityDegPerStep: number;
  deceleration: number;
  source: RandomSource;
  reducedMotion?: boolean;
  /** A winner chosen before the spin (a checkable draw); otherwise the plan draws one. */
  winnerIndex?: number;
}

/**
 * A release after press-and-hold or a flick: the wheel keeps the visitor's
 * speed and direction, and the whole glide is stretched or shortened (by at
 * most half a turn's worth) so it rests on the drawn point.
 */
export function planRelease(input: ReleaseInput): SpinTrajectory {
  const { sliceCount, source, deceleration, velocityDegPerStep } = input;
  const start = normalizeDeg(input.rotationDeg);
  const target = pickTarget(sliceCount, source, input.winnerIndex);
  if (input.reducedMotion) return planCalm(start, target, sliceCount);

  const motion = freeDeceleration(velocityDegPerStep, deceleration);
  const direction = velocityDegPerStep < 0 ? -1 : 1;
  const natural = Math.abs(motion.natural);
  const base = normalizeDeg(direction * (target.rotationDeg - start));
  // The landing nearest the natural stop, but never less than half of it.
  let turns = Math.round((natural - base) / 360);
  if (base + 360 * turns < natural / 2 || base + 360 * turns <= 0) turns += 1;
  const distance = base + 360 * turns;
  return trajectory(start, motion.steps, motion.offset, natural > 0 ? distance / natural : 1, 0, sliceCount);
}

/** With reduced motion: one calm second, easing out over a little more than a turn. */
function planCalm(start: number, target: Target, sliceCount: number): SpinTrajectory {
  const distance = 360 + normalizeDeg(target.rotationDeg - start);
  const easeOut: Offsets = (k) => distance * (1 - (1 - k / REDUCED_MOTION_STEPS) ** 3);
  return trajectory(start, REDUCED_MOTION_STEPS, easeOut, 1, 0, sliceCount);
}

/** The rotation a trajectory shows at a moment, interpolating between fixed steps. */
export function rotationAt(plan: SpinTrajectory, elapsedMs: number): number {
  const position = Math.max(0, elapsedMs / MS_PER_STEP);
  if (position >= plan.steps) return plan.rotationAtStep(plan.steps);
  const k = Math.floor(position);
  const a = plan.rotationAtStep(k);
  return a + (plan.rotationAtStep(k + 1) - a) * (position - k);
}

export function durationMs(plan: SpinTrajectory): number {
  return plan.steps * MS_PER_STEP;
}
