import fc from 'fast-check';
import { randomInt, seededSource } from '@/lib/random';
import type { WheelEntry } from '@/lib/wheel/entries';
import { applyAfterSpin, clampWinnersPerSpin, drawWinners, lastOneStanding } from '@/lib/wheel/winners';
import { chiSquarePValue, chiSquareStatistic } from './chi-square';

const RUNS = { numRuns: 1000 };
// A thousand runs of a property take seconds when the machine is busy; the default 5 s is too tight.
jest.setTimeout(30_000);
const entry = (id: string, visible = true): WheelEntry => ({ id, text: `Entry ${id}`, color: '#FF6B6B', visible });
const entriesArb = fc
  .array(fc.boolean(), { maxLength: 30 })
  .map((flags) => flags.map((visible, i) => entry(String(i), visible)));
const seeded = (seed: number) => {
  const source = seededSource(seed);
  return (n: number) => randomInt(n, source);
};

describe('drawWinners', () => {
  it('draws the asked number of different visible entries', () => {
    fc.assert(
      fc.property(entriesArb, fc.integer({ min: -2, max: 40 }), fc.integer(), (list, count, seed) => {
        const winners = drawWinners(list, count, seeded(seed));
        const visible = list.filter((e) => e.visible);
        expect(winners).toHaveLength(Math.min(Math.max(0, count), visible.length));
        expect(new Set(winners.map((w) => w.id)).size).toBe(winners.length);
        expect(winners.every((w) => visible.includes(w))).toBe(true);
      }),
      RUNS,
    );
  });

  it('reads each draw as a place among the visible entries not yet drawn, in list order', () => {
    const list = [entry('a'), entry('b', false), entry('c'), entry('d'), entry('e')];
    const picks = [1, 0, 1];
    expect(drawWinners(list, 3, () => picks.shift() ?? 0).map((w) => w.id)).toEqual(['c', 'a', 'e']);
  });

  it('asks for a draw among the entries still in the wheel each time', () => {
    const sizes: number[] = [];
    drawWinners([entry('a'), entry('b', false), entry('c'), entry('d')], 3, (n) => {
      sizes.push(n);
      return 0;
    });
    expect(sizes).toEqual([3, 2, 1]);
  });

  it('gives every entry the same chance to be the second winner', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((id) => entry(id));
    const draw = seeded(5);
    const counts = new Map(list.map((e) => [e.id, 0]));
    for (let i = 0; i < 20_000; i += 1) {
      const second = drawWinners(list, 2, draw)[1]?.id ?? '';
      counts.set(second, (counts.get(second) ?? 0) + 1);
    }
    expect(chiSquarePValue(chiSquareStatistic([...counts.values()]), 4)).toBeGreaterThan(0.001);
  });

  it('refuses a draw outside the range', () => {
    expect(() => drawWinners([entry('a'), entry('b')], 1, () => 2)).toThrow(RangeError);
  });
});

describe('applyAfterSpin', () => {
  const list = [entry('a'), entry('b'), entry('c')];

  it('keeps the list as it is', () => {
    expect(applyAfterSpin(list, ['b'], 'keep')).toBe(list);
  });

  it('hides winners: still listed, off the wheel', () => {
    expect(applyAfterSpin(list, ['b', 'c'], 'hide')).toEqual([entry('a'), entry('b', false), entry('c', false)]);
  });

  it('removes winners from the list', () => {
    expect(applyAfterSpin(list, ['a'], 'remove')).toEqual([entry('b'), entry('c')]);
  });

  it('never changes an entry that did not win, nor the given list', () => {
    fc.assert(
      fc.property(entriesArb, fc.array(fc.nat(35)), fc.constantFrom('keep' as const, 'hide' as const, 'remove' as const), (input, picks, policy) => {
        const list = input.map((e) => Object.freeze({ ...e }));
        const ids = picks.map(String);
        const next = applyAfterSpin(list, ids, policy);
        const others = (l: readonly WheelEntry[]) => l.filter((e) => !ids.includes(e.id));
        expect(others(next)).toEqual(others(list));
        expect(next.filter((e) => ids.includes(e.id) && e.visible)).toEqual(policy === 'keep' ? list.filter((e) => ids.includes(e.id) && e.visible) : []);
      }),
      RUNS,
    );
  });
});

describe('clampWinnersPerSpin', () => {
  it('holds the count to 1 up to the visible entries', () => {
    expect(clampWinnersPerSpin(3, 10)).toBe(3);
    expect(clampWinnersPerSpin(12, 10)).toBe(10);
    expect(clampWinnersPerSpin(0, 10)).toBe(1);
    expect(clampWinnersPerSpin(2.7, 10)).toBe(2);
    expect(clampWinnersPerSpin(Number.NaN, 10)).toBe(1);
    expect(clampWinnersPerSpin(4, 0)).toBe(1);
  });
});

describe('lastOneStanding', () => {
  it('names the only visible entry left', () => {
    expect(lastOneStanding([entry('a', false), entry('b')])?.id).toBe('b');
    expect(lastOneStanding([entry('a'), entry('b')])).toBeNull();
    expect(lastOneStanding([])).toBeNull();
  });
});
