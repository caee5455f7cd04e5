import { seededSource } from '@/lib/random';
import { SLIDER_LIMITS } from '@/lib/wheel/constants';
import { durationMs, planLaunch, planRelease, rotationAt, type SpinTrajectory } from '@/lib/wheel/spin/spin-plan';

/** Where the wheel stops: the rotation shown once the whole spin has played. */
const restAngle = (plan: SpinTrajectory) => rotationAt(plan, durationMs(plan));
import { chiSquarePValue, chiSquareStatistic } from '../../../support/chi-square';

const SPINS = 100_000;

const settings = {
  default: { minVelocity: 30, maxVelocity: 60, deceleration: 0.98 },
  'slowest extremes': {
    minVelocity: SLIDER_LIMITS.minVelocity.min,
    maxVelocity: SLIDER_LIMITS.maxVelocity.min,
    deceleration: SLIDER_LIMITS.decelerationRate.min,
  },
  'fastest extremes': {
    minVelocity: SLIDER_LIMITS.minVelocity.max,
    maxVelocity: SLIDER_LIMITS.maxVelocity.max,
    deceleration: SLIDER_LIMITS.decelerationRate.max,
  },
  'min equals max': { minVelocity: 30, maxVelocity: 30, deceleration: 0.95 },
} as const;

function winnerCounts(sliceCount: number, run: (rotationDeg: number) => { winner: number; rest: number }): number[] {
  const counts = new Array<number>(sliceCount).fill(0);
  let rotation = 0;
  for (let i = 0; i < SPINS; i += 1) {
    const { winner, rest } = run(rotation);
    counts[winner] = (counts[winner] ?? 0) + 1;
    rotation = rest;
  }
  return counts;
}

describe('spin fairness (chi-square over 100,000 seeded spins, p > 0.001)', () => {
  for (const [name, s] of Object.entries(settings)) {
    for (const sliceCount of [2, 3, 7, 1000]) {
      for (const mode of ['classic', 'random'] as const) {
        it(`${mode} spins are uniform over ${sliceCount} entries at ${name}`, () => {
          const source = seededSource(sliceCount * 7919 + name.length);
          const counts = winnerCounts(sliceCount, (rotationDeg) => {
            const plan = planLaunch({ rotationDeg, sliceCount, mode, ...s, source });
            return { winner: plan.winnerIndex, rest: restAngle(plan) };
          });
          expect(chiSquarePValue(chiSquareStatistic(counts), sliceCount - 1)).toBeGreaterThan(0.001);
        });
      }
    }
  }

  for (const sliceCount of [2, 7, 1000]) {
    it(`press-and-hold and flick releases are uniform over ${sliceCount} entries whatever the release speed`, () => {
      const source = seededSource(sliceCount);
      // A visitor who always releases at exactly the same speed still gets a fair draw.
      const counts = winnerCounts(sliceCount, (rotationDeg) => {
        const plan = planRelease({ rotationDeg, sliceCount, velocityDegPerStep: -42, deceleration: 0.98, source });
        return { winner: plan.winnerIndex, rest: restAngle(plan) };
      });
      expect(chiSquarePValue(chiSquareStatistic(counts), sliceCount - 1)).toBeGreaterThan(0.001);
    });
  }

  it('the chi-square check itself rejects a biased wheel', () => {
    const counts = [50_600, 49_400];
    expect(chiSquarePValue(chiSquareStatistic(counts), 1)).toBeLessThan(0.001);
  });
});
