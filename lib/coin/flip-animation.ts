import type { CoinSideId } from '@/lib/coin/coin';

/** A Web Animations keyframe (a subset of the DOM's `Keyframe`, hence a type alias), kept here as plain data. */
export type FlipKeyframe = {
  transform: string;
  offset?: number;
  easing?: string;
  opacity?: number;
};

export interface FlipPlan {
  durationMs: number;
  /** The coin turning over about its horizontal axis, ending on the drawn face. */
  spin: FlipKeyframe[];
  /** The coin rising and falling; empty when it stays put. */
  toss: FlipKeyframe[];
  /** The shadow on the ground shrinking as the coin rises. */
  shadow: FlipKeyframe[];
  /** When the coin touches down, in ms from the start: for the landing sounds. */
  impactsMs: number[];
}

interface FlipPlanInput {
  fromSide: CoinSideId;
  toSide: CoinSideId;
  rotations: number;
  heightPx: number;
  durationMs: number;
  reducedMotion: boolean;
}

export const REDUCED_MOTION_FLIP_MS = 500;

// The coin is back on the ground at LAND, hops a little and settles at 1.
const PEAK = 0.45;
const LAND = 0.86;
const HOP = 0.93;
const RISE = 'cubic-bezier(0.33, 0.9, 0.55, 1)';
const FALL = 'cubic-bezier(0.45, 0, 0.75, 0.3)';
const SETTLE = 'cubic-bezier(0.3, 0.7, 0.4, 1)';

/** 0° shows heads, 180° tails. */
export function faceAngleDeg(side: CoinSideId): number {
  return side === 'heads' ? 0 : 180;
}

/** Whole turns, plus a half turn when the coin must come down on its other face. */
export function spinEndDeg(fromSide: CoinSideId, toSide: CoinSideId, rotations: number): number {
  return faceAngleDeg(fromSide) + Math.max(0, Math.round(rotations)) * 360 + (fromSide === toSide ? 0 : 180);
}

const turn = (deg: number) => `rotateX(${deg}deg)`;

/** A calm swap for visitors who ask for reduced motion: the face fades out and back in, nothing moves. */
function reducedMotionPlan(fromSide: CoinSideId, toSide: CoinSideId): FlipPlan {
  const from = turn(faceAngleDeg(fromSide));
  const to = turn(faceAngleDeg(toSide));
  return {
    durationMs: REDUCED_MOTION_FLIP_MS,
    spin: [
      { transform: from, opacity: 1, easing: 'ease-in' },
      { transform: from, opacity: 0.15, offset: 0.5 },
      { transform: to, opacity: 0.15, offset: 0.5, easing: 'ease-out' },
      { transform: to, opacity: 1 },
    ],
    toss: [],
    shadow: [],
    impactsMs: [REDUCED_MOTION_FLIP_MS / 2],
  };
}

/** The whole flight of one flip, from the face showing now to the drawn face. */
export function planFlip({ fromSide, toSide, rotations, heightPx, durationMs, reducedMotion }: FlipPlanInput): FlipPlan {
  if (reducedMotion) return reducedMotionPlan(fromSide, toSide);
  const hopPx = Math.min(12, heightPx * 0.06);
  const lift = (px: number, scale: number) => `translateY(${-px}px) scale(${scale})`;
  return {
    durationMs,
    spin: [
      { transform: turn(faceAngleDeg(fromSide)), easing: 'cubic-bezier(0.2, 0.5, 0.45, 1)' },
      { transform: turn(spinEndDeg(fromSide, toSide, rotations)), offset: LAND },
      { transform: turn(spinEndDeg(fromSide, toSide, rotations)) },
    ],
    toss: [
      { transform: lift(0, 1), easing: RISE },
      { transform: lift(heightPx, 1.15), offset: PEAK, easing: FALL },
      { transform: lift(0, 1), offset: LAND, easing: RISE },
      { transform: lift(hopPx, 1), offset: HOP, easing: SETTLE },
      { transform: lift(0, 1) },
    ],
    shadow: [
      { transform: 'scale(1)', opacity: 0.35, easing: RISE },
      { transform: 'scale(0.55)', opacity: 0.12, offset: PEAK, easing: FALL },
      { transform: 'scale(1)', opacity: 0.35, offset: LAND },
      { transform: 'scale(0.92)', opacity: 0.3, offset: HOP },
      { transform: 'scale(1)', opacity: 0.35 },
    ],
    impactsMs: [Math.round(durationMs * LAND), Math.round(durationMs * 1)],
  };
}
