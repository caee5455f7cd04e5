import { seededSource } from '@/lib/random';
import { MS_PER_STEP, STOP_VELOCITY_DEG_PER_STEP } from '@/lib/wheel/constants';
import { sliceAtPointer } from '@/lib/wheel/stage/geometry';
import { decelerationDistance, decelerationSteps, flickVelocity, holdStep } from '@/lib/wheel/spin/physics';
import { durationMs, planLaunch, planRelease, rotationAt, type SpinTrajectory } from '@/lib/wheel/spin/spin-plan';

/** Where the wheel stops: the rotation shown once the whole spin has played. */
const restAngle = (plan: SpinTrajectory) => rotationAt(plan, durationMs(plan));

/** The plain per-frame loop: move by v, slow by the deceleration factor, stop below 0.1 degrees per frame. */
function stepByStep(v0: number, d: number) {
  let v = v0;
  let distance = 0;
  let steps = 0;
  while (Math.abs(v) > STOP_VELOCITY_DEG_PER_STEP) {
    distance += v;
    v *= d;
    steps += 1;
  }
  return { distance, steps };
}

describe('free deceleration', () => {
  it.each([
    [30, 0.98],
    [60, 0.98],
    [5, 0.9],
    [100, 0.999],
    [-42, 0.95],
  ])('matches the per-frame loop for v0 = %p, factor %p', (v0, d) => {
    const loop = stepByStep(v0, d);
    const { distanceDeg, steps } = decelerationDistance(v0, d);
    expect(steps).toBe(loop.steps);
    expect(distanceDeg).toBeCloseTo(loop.distance, 6);
  });

  it('does not move at or below the stop threshold', () => {
    expect(decelerationSteps(0.1, 0.98)).toBe(0);
  });
});

describe('press and hold', () => {
  it('gains 0.01 per millisecond per step and never passes the maximum', () => {
    expect(holdStep(5, 0.01, 60)).toBeCloseTo(5 + 0.01 * MS_PER_STEP, 10);
    let v = 5;
    for (let i = 0; i < 1000; i += 1) v = holdStep(v, 0.01, 60);
    expect(v).toBe(60);
  });
});

describe('flick', () => {
  it('turns the drag speed into degrees per step, capped at the given limit either way', () => {
    expect(flickVelocity(90, 100, 300)).toBeCloseTo(15, 10);
    expect(flickVelocity(3000, 100, 300)).toBe(300);
    expect(flickVelocity(-3000, 100, 300)).toBe(-300);
    expect(flickVelocity(10, 0, 300)).toBe(0);
  });
});

describe('launch plans', () => {
  const base = { sliceCount: 7, minVelocity: 30, maxVelocity: 60, deceleration: 0.98 } as const;

  it('launches within the speed range and rests on the drawn slice', () => {
    const source = seededSource(3);
    for (let i = 0; i < 200; i += 1) {
      const plan = planLaunch({ ...base, rotationDeg: i * 13, mode: 'classic', source });
      const launch = plan.rotationAtStep(1) - plan.rotationAtStep(0);
      expect(launch).toBeGreaterThanOrEqual(30 * 0.999);
      expect(launch).toBeLessThanOrEqual(60 * 1.001);
      expect(sliceAtPointer(restAngle(plan), 7)).toBe(plan.winnerIndex);
    }
  });

  it('adds a random start turn of up to 180° in random mode', () => {
    const source = seededSource(9);
    const plan = planLaunch({ ...base, rotationDeg: 0, mode: 'random', source });
    const classicLike = planLaunch({ ...base, rotationDeg: 0, mode: 'classic', source: seededSource(9) });
    expect(restAngle(plan)).not.toBeCloseTo(restAngle(classicLike), 3);
  });

  it('still lands on the drawn slice when min equals max, by turning the start instead', () => {
    const source = seededSource(5);
    for (let i = 0; i < 100; i += 1) {
      const plan = planLaunch({ ...base, minVelocity: 40, maxVelocity: 40, rotationDeg: 0, mode: 'classic', source });
      expect(sliceAtPointer(restAngle(plan), 7)).toBe(plan.winnerIndex);
    }
  });

  it('ends at the same angle after the same time at 30, 60, 120 and 144 Hz', () => {
    const plan = planLaunch({ ...base, rotationDeg: 12, mode: 'classic', source: seededSource(11) });
    const finals = [30, 60, 120, 144].map((hz) => {
      let frames = 0;
      let rotation = rotationAt(plan, 0);
      while (frames * (1000 / hz) < durationMs(plan)) {
        frames += 1;
        rotation = rotationAt(plan, frames * (1000 / hz));
      }
      return { rotation, seconds: Math.ceil((frames * 1000) / hz / 100) / 10 };
    });
    for (const f of finals) {
      expect(f.rotation).toBe(restAngle(plan));
      expect(f.seconds).toBe(finals[0]?.seconds);
    }
  });

  it('lasts about one calm second with reduced motion, with a fair winner all the same', () => {
    const plan = planLaunch({ ...base, rotationDeg: 0, mode: 'classic', source: seededSource(2), reducedMotion: true });
    expect(durationMs(plan)).toBeCloseTo(1000, 0);
    expect(sliceAtPointer(restAngle(plan), 7)).toBe(plan.winnerIndex);
  });
});

describe('release plans', () => {
  it('keeps the direction of a flick and stays close to its natural glide', () => {
    const source = seededSource(4);
    for (const velocity of [-80, -12, 12, 80, 300]) {
      const plan = planRelease({ rotationDeg: 30, sliceCount: 5, velocityDegPerStep: velocity, deceleration: 0.98, source });
      const travelled = restAngle(plan) - 30;
      const natural = decelerationDistance(velocity, 0.98).distanceDeg;
      expect(Math.sign(travelled)).toBe(Math.sign(velocity));
      expect(Math.abs(travelled)).toBeGreaterThanOrEqual(Math.abs(natural) / 2);
      expect(Math.abs(travelled - natural)).toBeLessThanOrEqual(Math.max(180, Math.abs(natural) / 2) + 1e-9);
      expect(sliceAtPointer(restAngle(plan), 5)).toBe(plan.winnerIndex);
    }
  });
});
