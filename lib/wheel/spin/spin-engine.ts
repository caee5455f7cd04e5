import type { RandomSource } from '@/lib/random';
import { FLICK_CAP_FACTOR, MS_PER_STEP, PROGRESS_DURATION_MS, STOP_VELOCITY_DEG_PER_STEP } from '@/lib/wheel/constants';
import { normalizeDeg } from '@/lib/wheel/stage/geometry';
import { flickVelocity, holdStep } from '@/lib/wheel/spin/physics';
import { durationMs, planLaunch, planRelease, rotationAt, type SpinTrajectory } from '@/lib/wheel/spin/spin-plan';

/**
 * Drives one wheel: the per-frame loop, press-and-hold, drag and flick. It
 * holds the rotation itself (never React state) and reports through
 * callbacks. Clock, frame scheduler and randomness are injected.
 */

export interface EngineDeps {
  now: () => number;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (handle: number) => void;
  source: RandomSource;
}

export interface EngineEvents {
  onRotation: (rotationDeg: number) => void;
  onSpinningChange: (spinning: boolean) => void;
  onProgress: (fraction: number) => void;
  onComplete: (winnerIndex: number) => void;
}

export interface MotionSettings {
  sliceCount: number;
  minVelocity: number;
  maxVelocity: number;
  accelerationRate: number;
  decelerationRate: number;
  reducedMotion: boolean;
  /** The slice this spin must land on, chosen before it starts (a checkable draw). */
  winnerIndex?: number;
}

/** Drags slower than this on release just move the wheel: no spin, no winner. */
const MIN_FLICK_DEG_PER_STEP = 1;
/** The flick speed is read from the last part of the drag. */
const FLICK_WINDOW_MS = 100;

type Phase =
  | { kind: 'idle' }
  | { kind: 'holding'; velocity: number; lastStepAt: number; settings: MotionSettings }
  | { kind: 'dragging'; lastPointerDeg: number; samples: { at: number; rotation: number }[]; settings: MotionSettings }
  | { kind: 'gliding'; plan: SpinTrajectory; startedAt: number };

export class SpinEngine {
  private rotation = 0;
  private phase: Phase = { kind: 'idle' };
  private spinStartedAt = 0;
  private frame: number | null = null;

  constructor(
    private readonly deps: EngineDeps,
    private readonly events: EngineEvents,
  ) {}

  get rotationDeg(): number {
    return this.rotation;
  }

  get busy(): boolean {
    return this.phase.kind === 'holding' || this.phase.kind === 'gliding';
  }

  get dragging(): boolean {
    return this.phase.kind === 'dragging';
  }

  /** Classic or random spin. Returns false when it cannot start. */
  launch(mode: 'classic' | 'random', settings: MotionSettings): boolean {
    if (this.phase.kind !== 'idle' || settings.sliceCount < 1) return false;
    const plan = planLaunch({
      rotationDeg: this.rotation,
      sliceCount: settings.sliceCount,
      mode,
      minVelocity: settings.minVelocity,
      maxVelocity: settings.maxVelocity,
      deceleration: settings.decelerationRate,
      source: this.deps.source,
      reducedMotion: settings.reducedMotion,
      winnerIndex: settings.winnerIndex,
    });
    this.startSpin();
    this.glide(plan);
    return true;
  }

  /** Press and hold: a slow start that speeds up while held. */
  press(settings: MotionSettings): boolean {
    if (this.phase.kind !== 'idle' || settings.sliceCount < 1) return false;
    this.startSpin();
    this.phase = { kind: 'holding', velocity: settings.minVelocity, lastStepAt: this.deps.now(), settings };
    this.schedule();
    return true;
  }

  release(): void {
    if (this.phase.kind !== 'holding') return;
    const { velocity, settings } = this.phase;
    this.glide(this.releasePlan(velocity, settings));
  }

  /** Starts a drag at the pointer's angle around the wheel centre. */
  grab(pointerDeg: number, settings: MotionSettings): boolean {
    if (this.phase.kind !== 'idle' || settings.sliceCount < 1) return false;
    this.phase = { kind: 'dragging', lastPointerDeg: pointerDeg, samples: [{ at: this.deps.now(), rotation: this.rotation }], settings };
    return true;
  }

  /**
   * The wheel follows the pointer by the angle it moved around the centre.
   * `atMs` is when the pointer moved (the event's time stamp): a handler run
   * late by a busy main thread must not make a quick flick look slow.
   */
  drag(pointerDeg: number, atMs: number = this.deps.now()): void {
    if (this.phase.kind !== 'dragging') return;
    // Take the short way round, so crossing the ±180° seam is not a jump.
    const delta = normalizeDeg(pointerDeg - this.phase.lastPointerDeg + 180) - 180;
    this.rotation += delta;
    this.phase.lastPointerDeg = pointerDeg;
    const now = atMs;
    this.phase.samples.push({ at: now, rotation: this.rotation });
    while (this.phase.samples.length > 2 && now - (this.phase.samples[0]?.at ?? now) > FLICK_WINDOW_MS) this.phase.samples.shift();
    this.events.onRotation(this.rotation);
  }

  /** Lets go of a drag: a flick fast enough spins, a slow one just leaves the wheel where it is. */
  letGo(atMs: number = this.deps.now()): boolean {
    if (this.phase.kind !== 'dragging') return false;
    const { samples, settings } = this.phase;
    const first = samples[0];
    const now = atMs;
    const velocity = first ? flickVelocity(this.rotation - first.rotation, now - first.at, FLICK_CAP_FACTOR * settings.maxVelocity) : 0;
    this.phase = { kind: 'idle' };
    if (Math.abs(velocity) < MIN_FLICK_DEG_PER_STEP) return false;
    this.startSpin();
    this.glide(this.releasePlan(velocity, settings));
    return true;
  }

  /** Stops everything without a result (the page is going away). */
  dispose(): void {
    if (this.frame !== null) this.deps.cancelFrame(this.frame);
    this.frame = null;
    this.phase = { kind: 'idle' };
  }

  private releasePlan(velocity: number, settings: MotionSettings): SpinTrajectory {
    return planRelease({
      rotationDeg: this.rotation,
      sliceCount: settings.sliceCount,
      velocityDegPerStep: Math.abs(velocity) > STOP_VELOCITY_DEG_PER_STEP ? velocity : STOP_VELOCITY_DEG_PER_STEP * 2,
      deceleration: settings.decelerationRate,
      source: this.deps.source,
      reducedMotion: settings.reducedMotion,
      winnerIndex: settings.winnerIndex,
    });
  }

  private startSpin(): void {
    this.spinStartedAt = this.deps.now();
    this.events.onProgress(0);
    this.events.onSpinningChange(true);
  }

  private glide(plan: SpinTrajectory): void {
    this.phase = { kind: 'gliding', plan, startedAt: this.deps.now() };
    this.schedule();
  }

  private schedule(): void {
    if (this.frame === null) this.frame = this.deps.requestFrame(() => this.tick());
  }

  private tick(): void {
    this.frame = null;
    const now = this.deps.now();
    const phase = this.phase;
    if (phase.kind === 'holding') {
      // Whole fixed steps only, so holding for the same time gives the same speed at any refresh rate.
      while (now - phase.lastStepAt >= MS_PER_STEP) {
        this.rotation += phase.velocity;
        phase.velocity = holdStep(phase.velocity, phase.settings.accelerationRate, phase.settings.maxVelocity);
        phase.lastStepAt += MS_PER_STEP;
      }
      this.events.onRotation(this.rotation + phase.velocity * ((now - phase.lastStepAt) / MS_PER_STEP));
    } else if (phase.kind === 'gliding') {
      const elapsed = now - phase.startedAt;
      if (elapsed >= durationMs(phase.plan)) {
        this.finish(phase.plan);
        return;
      }
      this.rotation = rotationAt(phase.plan, elapsed);
      this.events.onRotation(this.rotation);
    } else {
      return;
    }
    this.events.onProgress(Math.min(1, (now - this.spinStartedAt) / PROGRESS_DURATION_MS));
    this.schedule();
  }

  private finish(plan: SpinTrajectory): void {
    this.rotation = normalizeDeg(rotationAt(plan, durationMs(plan)));
    this.phase = { kind: 'idle' };
    this.events.onRotation(this.rotation);
    this.events.onProgress(1);
    this.events.onSpinningChange(false);
    this.events.onComplete(plan.winnerIndex);
  }
}
