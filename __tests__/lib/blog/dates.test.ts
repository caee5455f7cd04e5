import { formatLongDate, isIsoDay, isoDayOf, toRfc822 } from '@/lib/blog/dates';

describe('isIsoDay', () => {
  it('accepts real calendar days written as YYYY-MM-DD', () => {
    expect(isIsoDay('2023-11-10')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
  });

  it('rejects impossible days and other spellings', () => {
    for (const value of ['2023-02-30', '2023-13-01', '2023-11-1', 'Nov 10, 2023', '2023/11/10', '']) {
      expect(isIsoDay(value)).toBe(false);
    }
  });
});

describe('isoDayOf', () => {
  it('takes the UTC day of an instant, wherever the build machine is', () => {
    expect(isoDayOf(new Date('2026-11-21T23:30:00-05:00'))).toBe('2026-11-22');
    expect(isoDayOf(new Date('2026-11-21T00:00:00Z'))).toBe('2026-11-21');
  });
});

describe('formatLongDate', () => {
  it('writes the long US date of the day itself, with no time-zone shift', () => {
    expect(formatLongDate('2026-11-21', 'en')).toBe('November 21, 2026');
    expect(formatLongDate('2023-10-27', 'en')).toBe('October 27, 2023');
    expect(formatLongDate('2024-01-01', 'en')).toBe('January 1, 2024');
  });

  it('writes the day as each language does', () => {
    expect(formatLongDate('2024-01-01', 'es')).toBe('1 de enero de 2024');
    expect(formatLongDate('2024-01-01', 'pt-br')).toBe('1 de janeiro de 2024');
    expect(formatLongDate('2024-01-01', 'fr')).toBe('1 janvier 2024');
    expect(formatLongDate('2024-01-01', 'de')).toBe('1. Januar 2024');
    expect(formatLongDate('2024-01-01', 'it')).toBe('1 gennaio 2024');
  });
});

describe('toRfc822', () => {
  it('gives the RSS form of midnight UTC on that day', () => {
    expect(toRfc822('2023-11-10')).toBe('Fri, 10 Nov 2023 00:00:00 GMT');
  });
});
