import type { CoinSideId } from '@/lib/coin/coin';
import { faceAngleDeg, planFlip, REDUCED_MOTION_FLIP_MS, spinEndDeg } from '@/lib/coin/flip-animation';

const sides: CoinSideId[] = ['heads', 'tails'];
const angleOf = (transform: string) => Number(/rotateX\((-?[\d.]+)deg\)/.exec(transform)?.[1]);

describe('spinEndDeg', () => {
  it('lands on the drawn face after at least the asked number of whole turns', () => {
    for (const from of sides) {
      for (const to of sides) {
        for (const rotations of [3, 6, 15]) {
          const end = spinEndDeg(from, to, rotations);
          expect(end % 360).toBe(faceAngleDeg(to));
          const turns = (end - faceAngleDeg(from)) / 360;
          expect(turns).toBeGreaterThanOrEqual(rotations);
          expect(turns).toBeLessThanOrEqual(rotations + 0.5);
        }
      }
    }
  });
});

describe('planFlip', () => {
  const base = { fromSide: 'heads' as const, toSide: 'tails' as const, rotations: 6, heightPx: 200, durationMs: 2000, reducedMotion: false };

  it('lasts the configured duration, turns from the face showing to the drawn one and ends at rest', () => {
    const plan = planFlip(base);
    expect(plan.durationMs).toBe(2000);
    expect(angleOf(plan.spin[0]!.transform)).toBe(0);
    expect(angleOf(plan.spin.at(-1)!.transform)).toBe(6 * 360 + 180);
    expect(plan.toss.at(-1)?.transform).toBe(plan.toss[0]?.transform);
  });

  it('rises to the configured height', () => {
    const plan = planFlip({ ...base, heightPx: 300 });
    const translateYsPx = plan.toss.map((frame) => Number(/translateY\((-?[\d.]+)px\)/.exec(frame.transform)?.[1]));
    expect(Math.min(...translateYsPx)).toBe(-300);
    expect(Math.max(...translateYsPx)).toBe(0);
  });

  it('keeps keyframe offsets in order within [0, 1]', () => {
    const plan = planFlip(base);
    for (const frames of [plan.spin, plan.toss, plan.shadow]) {
      const offsets = frames.map((frame) => frame.offset).filter((offset): offset is number => offset !== undefined);
      expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
      expect(offsets.every((offset) => offset > 0 && offset < 1)).toBe(true);
    }
  });

  it('touches down before the end and settles at the end, for the landing sounds', () => {
    const { impactsMs } = planFlip(base);
    expect(impactsMs).toHaveLength(2);
    expect(impactsMs[0]).toBeLessThan(2000);
    expect(impactsMs[1]).toBe(2000);
  });

  it('is a short, still cross-fade when reduced motion is asked for', () => {
    const plan = planFlip({ ...base, reducedMotion: true, durationMs: 5000 });
    expect(plan.durationMs).toBe(REDUCED_MOTION_FLIP_MS);
    expect(plan.toss).toEqual([]);
    expect(plan.shadow).toEqual([]);
    expect(plan.spin.map((frame) => angleOf(frame.transform))).toEqual([0, 0, 180, 180]);
  });
});
