import { DEFAULT_THEME } from '@/lib/coin/coin';
import { flipResultsCsv, flipResultsDay } from '@/lib/coin/csv';
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

describe('flipResultsDay', () => {
  it('is the local calendar day, zero-padded', () => {
    expect(flipResultsDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(flipResultsDay(new Date(2025, 10, 21, 0, 1))).toBe('2025-11-21');
  });
});

describe('flipResultsCsv in a language whose spreadsheets split on semicolons', () => {
  it("splits on ';' and writes each flip's time on the visitor's clock, as those spreadsheets read a date and time", () => {
    const results = [createFlipResult({ sideId: 'heads', labels: { heads: 'KOPF; oben', tails: 'ZAHL' }, defaultLabels, theme: DEFAULT_THEME, now: new Date('2026-11-23T10:00:05.000Z') })];
    expect(flipResultsCsv(results, { timestamp: 'Zeitpunkt', result: 'Ergebnis' }, { lang: 'de', timeZone: 'Europe/Berlin' })).toBe(
      '"Zeitpunkt";"Ergebnis"\r\n"2026-11-23 11:00:05";"KOPF; oben"\r\n',
    );
  });
});
