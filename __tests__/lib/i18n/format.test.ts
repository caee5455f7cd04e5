import { formatMessage, formatTenths } from '@/lib/i18n/format';
import { formatClock, formatMoment } from '@/lib/i18n/moments';
import { LANGUAGE_FACTS, LANGUAGES } from '@/lib/i18n/languages';

describe('formatMessage', () => {
  it('fills arguments, writing numbers in the language', () => {
    expect(formatMessage('Hello {name}', { name: 'Ada' })).toBe('Hello Ada');
    expect(formatMessage('{n} entries', { n: 10000 }, 'en')).toBe('10,000 entries');
    expect(formatMessage('{n} Einträge', { n: 10000 }, 'de')).toBe('10.000 Einträge');
    expect(formatMessage('{n} entries', { n: '10000' }, 'en')).toBe('10000 entries');
  });

  it("chooses the plural form by the language's rules, with # for the number", () => {
    const entries = '{count, plural, =0 {no entries} one {# entry} other {# entries}}';
    expect([0, 1, 2, 1500].map((count) => formatMessage(entries, { count }, 'en'))).toEqual(['no entries', '1 entry', '2 entries', '1,500 entries']);
    const french = '{count, plural, one {# entrée} other {# entrées}}';
    expect(formatMessage(french, { count: 0 }, 'fr')).toBe('0 entrée');
    expect(formatMessage(french, { count: 2 }, 'fr')).toBe('2 entrées');
  });

  it('selects by a key, falling back to other, and nests arguments inside branches', () => {
    const message = '{kind, select, template {A template link from {who}} other {A link}}';
    expect(formatMessage(message, { kind: 'template', who: 'Bo' })).toBe('A template link from Bo');
    expect(formatMessage(message, { kind: 'wheel' })).toBe('A link');
  });

  it('keeps apostrophes as letters and # outside a plural as it is', () => {
    expect(formatMessage("l'entrée #{n}", { n: 3 }, 'fr')).toBe("l'entrée #3");
  });

  it('shows a missing argument by its name rather than failing', () => {
    expect(formatMessage('Hi {name}')).toBe('Hi {name}');
  });

  it('refuses a broken message', () => {
    expect(() => formatMessage('{count, plural, one {x}')).toThrow(/Expected/);
  });
});

describe('numbers written without Intl', () => {
  it('whole numbers under 1,000 match what Intl writes in every language of the site', () => {
    for (const lang of LANGUAGES) {
      const { tag } = LANGUAGE_FACTS[lang];
      for (const n of [0, 1, 9, 10, 99, 100, 999]) expect(formatMessage('{n}', { n }, tag)).toBe(new Intl.NumberFormat(tag).format(n));
      // Past them, Intl's own grouping: a point in German, a narrow space in French.
      expect(formatMessage('{n}', { n: 12345 }, tag)).toBe(new Intl.NumberFormat(tag).format(12345));
    }
  });

  it("plural categories of whole numbers match Intl's in every language of the site", () => {
    const counts = [0, 1, 2, 3, 5, 11, 21, 100, 101, 1000, 999_999, 1_000_000, 1_000_001, 2_000_000, 10_000_000];
    for (const lang of LANGUAGES) {
      const { tag } = LANGUAGE_FACTS[lang];
      const rules = new Intl.PluralRules(tag);
      const message = '{n, plural, one {one} many {many} other {other}}';
      for (const n of counts) expect([lang, n, formatMessage(message, { n }, tag)]).toEqual([lang, n, rules.select(n)]);
    }
  });

  it('English whole numbers, grouped by hand, match what Intl writes, negative numbers too', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, -4500]) {
      expect(formatMessage('{n}', { n }, 'en')).toBe(new Intl.NumberFormat('en').format(n));
    }
    expect(formatMessage('{n}', { n: 1234.5 }, 'en')).toBe('1,234.5');
  });
});

describe('formatMoment', () => {
  const moment = '2026-11-23T10:00:00.000Z';

  it("writes a moment in the language's long date and clock, in the given time zone, the zone named", () => {
    expect(formatMoment(moment, 'en', 'Europe/Berlin')).toBe('November 23, 2026 at 11:00:00 AM GMT+1');
    expect(formatMoment(moment, 'de', 'Europe/Berlin')).toBe('23. November 2026 um 11:00:00 MEZ');
    expect(formatMoment(moment, 'es', 'America/Mexico_City')).toMatch(/^23 de noviembre de 2026,? (a las )?4:00:00 GMT-6$/);
    expect(formatMoment(moment, 'pt-BR', 'America/Sao_Paulo')).toMatch(/^23 de novembro de 2026 (às )?07:00:00 BRT$/);
    expect(formatMoment(moment, 'fr', 'Europe/Paris')).toMatch(/^23 novembre 2026 (à )?11:00:00 UTC\+1$/);
    expect(formatMoment(moment, 'it', 'Europe/Rome')).toMatch(/^23 novembre 2026 (alle ore )?11:00:00 CET$/);
  });

  it('reads a Date, a number of milliseconds and an ISO string as the same instant', () => {
    const ms = Date.parse(moment);
    expect(formatMoment(new Date(ms), 'en', 'UTC')).toBe(formatMoment(moment, 'en', 'UTC'));
    expect(formatMoment(ms, 'en', 'UTC')).toBe('November 23, 2026 at 10:00:00 AM UTC');
  });

  it('writes the first of a month as French, Italian and Brazilian readers do, and only the first', () => {
    const first = '2026-11-01T10:00:00.000Z';
    expect(formatMoment(first, 'fr', 'UTC')).toMatch(/^1er novembre 2026 /);
    expect(formatMoment(first, 'it', 'UTC')).toMatch(/^1º novembre 2026 /);
    expect(formatMoment(first, 'pt-BR', 'UTC')).toMatch(/^1º de novembro de 2026 /);
    expect(formatMoment(first, 'de', 'UTC')).toMatch(/^1\. November 2026 /);
    expect(formatMoment(first, 'es', 'UTC')).toMatch(/^1 de noviembre de 2026/);
    expect(formatMoment('2026-11-11T10:00:00.000Z', 'fr', 'UTC')).toMatch(/^11 novembre 2026 /);
  });
});

describe('formatClock', () => {
  it("writes a time to the second, the language's way, in the given time zone", () => {
    const at = new Date('2026-11-23T15:04:05.000Z');
    expect(formatClock(at, 'en', 'UTC')).toBe('3:04:05 PM');
    expect(formatClock(at, 'de', 'Europe/Berlin')).toBe('16:04:05');
  });
});

describe('formatTenths', () => {
  it('writes tenths with one decimal as Intl does, in every language of the site', () => {
    for (const lang of LANGUAGES) {
      const { tag } = LANGUAGE_FACTS[lang];
      const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (let tenths = 0; tenths < 12_000; tenths += 7) expect([tag, formatTenths(tenths, tag)]).toEqual([tag, intl.format(tenths / 10)]);
    }
  });

  it('writes a flip duration in the decimal sign of the language', () => {
    expect(formatTenths(20, 'en')).toBe('2.0');
    expect(formatTenths(25, 'de')).toBe('2,5');
    expect(formatTenths(50, 'pt-BR')).toBe('5,0');
  });
});
