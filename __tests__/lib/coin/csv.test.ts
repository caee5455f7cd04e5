import { DEFAULT_THEME } from '@/lib/coin/coin';
import { flipResultsCsv, flipResultsFileName } from '@/lib/coin/csv';
import { createFlipResult } from '@/lib/coin/outcome';

const defaultLabels = { heads: 'HEADS', tails: 'TAILS' };
const columns = { timestamp: 'Timestamp', result: 'Result' };

describe('flipResultsCsv', () => {
  it('has the given columns and one row per flip, newest first', () => {
    const labels = { heads: 'HEADS', tails: 'TAILS' };
    const results = [
      createFlipResult({ sideId: 'tails', labels, defaultLabels, theme: DEFAULT_THEME, now: new Date('2026-01-02T03:04:06.000Z') }),
      createFlipResult({ sideId: 'heads', labels, defaultLabels, theme: DEFAULT_THEME, now: new Date('2026-01-02T03:04:05.000Z') }),
    ];
    expect(flipResultsCsv(results, columns)).toBe(
      '"Timestamp","Result"\r\n"2026-01-02T03:04:06.000Z","TAILS"\r\n"2026-01-02T03:04:05.000Z","HEADS"\r\n',
    );
  });

  it('quotes and defuses custom labels', () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    const results = [
      createFlipResult({ sideId: 'heads', labels: { heads: 'Pizza, please', tails: 'x' }, defaultLabels, theme: DEFAULT_THEME, now }),
      createFlipResult({ sideId: 'tails', labels: { heads: 'x', tails: '=HYPERLINK("evil")' }, defaultLabels, theme: DEFAULT_THEME, now }),
    ];
    expect(flipResultsCsv(results, columns).split('\r\n').slice(1, 3)).toEqual([
      '"2026-01-02T03:04:05.000Z","Pizza, please"',
      `"2026-01-02T03:04:05.000Z","'=HYPERLINK(""evil"")"`,
    ]);
  });

  it('is just the header for an empty history', () => {
    expect(flipResultsCsv([], columns)).toBe('"Timestamp","Result"\r\n');
  });

  it('names the columns as given, quoted like any text', () => {
    expect(flipResultsCsv([], { timestamp: 'Fecha y hora', result: 'Resultado' })).toBe('"Fecha y hora","Resultado"\r\n');
  });
});

describe('flipResultsFileName', () => {
  it('is dated with the local calendar day, zero-padded', () => {
    expect(flipResultsFileName(new Date(2026, 0, 5, 23, 59))).toBe('coin-flip-results-2026-01-05.csv');
    expect(flipResultsFileName(new Date(2025, 10, 21, 0, 1))).toBe('coin-flip-results-2025-11-21.csv');
  });
});
