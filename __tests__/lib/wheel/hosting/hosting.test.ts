import fc from 'fast-check';
import { anyJson, anyText } from '@/__tests__/support/arbitraries';
import { cleanTitle, DEFAULT_HOSTING, MAX_TITLE_LENGTH, parseStoredHosting, titleCutShort } from '@/lib/wheel/hosting/hosting';

describe('parseStoredHosting', () => {
  it('keeps every usable field and falls back field by field', () => {
    const parsed = parseStoredHosting({ title: 'Friday raffle', afterSpin: 'remove', winnersPerSpin: 'three', confetti: false });
    expect(parsed?.settings).toEqual({ title: 'Friday raffle', afterSpin: 'remove', winnersPerSpin: 1, confetti: false });
    expect(parsed?.problems).toHaveLength(1);
  });

  it('refuses what is not an object', () => {
    expect(parseStoredHosting([])).toBeNull();
    expect(parseStoredHosting('x')).toBeNull();
  });

  it('never throws and always gives settings of the right shape for any stored JSON', () => {
    fc.assert(
      fc.property(anyJson(), (value) => {
        const parsed = parseStoredHosting(value);
        if (parsed === null) return;
        expect(Object.keys(parsed.settings).sort()).toEqual(Object.keys(DEFAULT_HOSTING).sort());
        expect(parsed.settings.winnersPerSpin).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('cleanTitle', () => {
  it('keeps a title on one line and within the length limit, for any text', () => {
    fc.assert(
      fc.property(anyText(), (text) => {
        const title = cleanTitle(text);
        expect(title).not.toMatch(/[\r\n]/);
        expect(title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
      }),
    );
  });
});

describe('titleCutShort', () => {
  it('says whether cleanTitle drops characters, for any text: putting a title on one line alone is not cutting it', () => {
    fc.assert(
      fc.property(anyText(), (text) => {
        const oneLine = text.replace(/[\r\n\u2028\u2029]+/g, ' ');
        expect(titleCutShort(text)).toBe(cleanTitle(text) !== oneLine);
      }),
    );
    expect(titleCutShort('x'.repeat(5_000))).toBe(true);
    expect(titleCutShort('x'.repeat(MAX_TITLE_LENGTH))).toBe(false);
    expect(titleCutShort(`${'x'.repeat(60)}\r\n\r\n${'y'.repeat(59)}`)).toBe(false);
  });
});
