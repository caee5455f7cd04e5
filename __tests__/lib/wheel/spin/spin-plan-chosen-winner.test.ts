import fc from 'fast-check';
import { seededSource } from '@/lib/random';
import { sliceAtPointer } from '@/lib/wheel/stage/geometry';
import { durationMs, planLaunch, planRelease, rotationAt } from '@/lib/wheel/spin/spin-plan';

const restsOn = (plan: Parameters<typeof durationMs>[0], sliceCount: number) => sliceAtPointer(rotationAt(plan, durationMs(plan)), sliceCount);

describe('a spin given its winner in advance (a checkable draw)', () => {
  it('rests on that slice for a button spin in classic and random mode, with or without reduced motion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }).chain((n) => fc.tuple(fc.constant(n), fc.nat({ max: n - 1 }))),
        fc.constantFrom('classic' as const, 'random' as const),
        fc.boolean(),
        fc.double({ min: -720, max: 720, noNaN: true }),
        fc.integer(),
        ([sliceCount, winnerIndex], mode, reducedMotion, rotationDeg, seed) => {
          const plan = planLaunch({
            rotationDeg,
            sliceCount,
            mode,
            minVelocity: 30,
            maxVelocity: 60,
            deceleration: 0.98,
            source: seededSource(seed),
            reducedMotion,
            winnerIndex,
          });
          expect(plan.winnerIndex).toBe(winnerIndex);
          expect(restsOn(plan, sliceCount)).toBe(winnerIndex);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rests on that slice after a press-and-hold or a flick in either direction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }).chain((n) => fc.tuple(fc.constant(n), fc.nat({ max: n - 1 }))),
        fc.double({ min: -300, max: 300, noNaN: true }).filter((v) => Math.abs(v) > 0.5),
        fc.integer(),
        ([sliceCount, winnerIndex], velocityDegPerStep, seed) => {
          const plan = planRelease({ rotationDeg: 10, sliceCount, velocityDegPerStep, deceleration: 0.98, source: seededSource(seed), winnerIndex });
          expect(restsOn(plan, sliceCount)).toBe(winnerIndex);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a winner that is not one of the slices', () => {
    const input = { rotationDeg: 0, sliceCount: 3, mode: 'classic' as const, minVelocity: 30, maxVelocity: 60, deceleration: 0.98, source: seededSource(1) };
    expect(() => planLaunch({ ...input, winnerIndex: 3 })).toThrow(RangeError);
    expect(() => planLaunch({ ...input, winnerIndex: -1 })).toThrow(RangeError);
  });
});
