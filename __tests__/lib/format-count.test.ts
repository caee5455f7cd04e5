import fc from 'fast-check';
import { formatCount } from '@/lib/format-count';

describe('formatCount', () => {
  it('writes counts the way an English reader expects', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(100000)).toBe('100,000');
    expect(formatCount(2000000)).toBe('2,000,000');
    expect(formatCount(-12345)).toBe('-12,345');
  });

  it('matches the browser number formatter for any whole number', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatCount(n) === n.toLocaleString('en-US')));
  });
});
