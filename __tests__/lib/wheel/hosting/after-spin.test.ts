import fc from 'fast-check';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { applyAfterSpin, clampWinnersPerSpin, lastOneStanding } from '@/lib/wheel/hosting/after-spin';

const RUNS = { numRuns: 1000 };
// A thousand runs of a property take seconds when the machine is busy; the default 5 s is too tight.
jest.setTimeout(30_000);
const entry = (id: string, visible = true): WheelEntry => ({ id, text: `Entry ${id}`, color: '#FF6B6B', visible });
const entriesArb = fc
  .array(fc.boolean(), { maxLength: 30 })
  .map((flags) => flags.map((visible, i) => entry(String(i), visible)));

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
