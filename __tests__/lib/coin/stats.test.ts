import { DEFAULT_THEME, UNSET_LABELS, type FlipResult } from '@/lib/coin/coin';
import { createFlipResult } from '@/lib/coin/outcome';
import { flipStats, recentFlips } from '@/lib/coin/stats';

const defaultLabels = { heads: 'HEADS', tails: 'TAILS' };

/** A history from a string of H (heads) and T (tails). */
function history(sides: string): FlipResult[] {
  return [...sides].map((letter, i) =>
    createFlipResult({ sideId: letter === 'H' ? 'heads' : 'tails', labels: UNSET_LABELS, defaultLabels, theme: DEFAULT_THEME, now: new Date(i) }),
  );
}

describe('flipStats', () => {
  it('is all zeros before the first flip', () => {
    expect(flipStats([])).toEqual({ total: 0, heads: 0, tails: 0, headsPercent: 0, tailsPercent: 0 });
  });

  it('counts each side and gives whole-number percentages', () => {
    expect(flipStats(history('HHT'))).toEqual({ total: 3, heads: 2, tails: 1, headsPercent: 67, tailsPercent: 33 });
    expect(flipStats(history('HTTTTTT'))).toMatchObject({ heads: 1, tails: 6, headsPercent: 14, tailsPercent: 86 });
  });

  it('keeps the two percentages at 100 in all even where both shares end in .5', () => {
    // 101 heads of 200 is 50.5%, 99 tails is 49.5%: rounding each alone would show 51% + 50%.
    const stats = flipStats(history('H'.repeat(101) + 'T'.repeat(99)));
    expect(stats).toMatchObject({ heads: 101, tails: 99, headsPercent: 51, tailsPercent: 49 });
  });

  it('counts by side, whatever the labels said', () => {
    const custom = createFlipResult({ sideId: 'heads', labels: { heads: 'TAILS', tails: 'HEADS' }, defaultLabels, theme: DEFAULT_THEME, now: new Date(0) });
    expect(flipStats([custom])).toMatchObject({ heads: 1, tails: 0 });
  });
});

describe('recentFlips', () => {
  it('shows every flip up to ten, with nothing more', () => {
    const results = history('HTHTHTHTHT');
    expect(recentFlips(results)).toEqual({ shown: results, moreCount: 0 });
  });

  it('shows the ten newest and counts the rest', () => {
    const results = history('HHTTHHTTHHTT');
    const { shown, moreCount } = recentFlips(results);
    expect(shown).toEqual(results.slice(0, 10));
    expect(moreCount).toBe(2);
  });
});
