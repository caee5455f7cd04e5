import { contrastRatio, DARK_INK, LIGHT_INK, normalizeHex, readableInkOn } from '@/lib/coin/coin-colors';

describe('normalizeHex', () => {
  it('reads three and six digit hex, with or without #, as upper-case #RRGGBB', () => {
    expect(normalizeHex('#ffd700')).toBe('#FFD700');
    expect(normalizeHex('abc')).toBe('#AABBCC');
    expect(normalizeHex('  #C0C0C0 ')).toBe('#C0C0C0');
  });

  it('refuses anything else', () => {
    for (const text of ['', '#', '#12', '#12345', 'gold', '#GGGGGG', '#1234567', 'rgb(0,0,0)']) expect(normalizeHex(text)).toBeNull();
  });
});

describe('readableInkOn', () => {
  it('writes dark on the default gold and silver, and white on dark faces', () => {
    expect(readableInkOn('#FFD700')).toBe(DARK_INK);
    expect(readableInkOn('#C0C0C0')).toBe(DARK_INK);
    expect(readableInkOn('#1E3A8A')).toBe(LIGHT_INK);
  });

  it('picks whichever ink contrasts more with the face, always enough for large text', () => {
    for (const face of ['#000000', '#FFFFFF', '#FF0000', '#00FF00', '#0000FF', '#777777', '#808080', '#B8860B']) {
      const ink = readableInkOn(face);
      const other = ink === DARK_INK ? LIGHT_INK : DARK_INK;
      expect(contrastRatio(face, ink)).toBeGreaterThanOrEqual(contrastRatio(face, other));
      // The face label is large bold text, for which WCAG AA asks 3:1.
      expect(contrastRatio(face, ink)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFD700', '#FFD700')).toBe(1);
  });
});
