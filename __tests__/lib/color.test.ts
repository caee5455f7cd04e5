import fc from 'fast-check';
import { BLACK, contrastRatio, isHexColor, normalizeHex, parseHex, readableTextOn, WHITE } from '@/lib/color';

const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF');
const hexDigits = (n: number) => fc.array(hexDigit, { minLength: n, maxLength: n }).map((d) => d.join(''));
const longHex = hexDigits(6).map((d) => `#${d}`);
const shortHex = hexDigits(3).map((d) => `#${d}`);
const anyHex = fc.oneof(longHex, shortHex);
const HEX_SHAPE = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

describe('parseHex', () => {
  it('reads the channels of #rrggbb and #rgb', () => {
    expect(parseHex('#ff8000')).toEqual({ r: 255, g: 128, b: 0 });
    expect(parseHex('#F80')).toEqual({ r: 255, g: 136, b: 0 });
  });

  it('accepts every #rrggbb and #rgb in any letter case', () => {
    fc.assert(fc.property(anyHex, (hex) => parseHex(hex) !== null && isHexColor(hex)));
  });

  it('refuses anything else: names, functions, missing #, other lengths, spaces, non-strings', () => {
    for (const value of ['', '#', 'abc', 'ffd700', '#12', '#1234', '#12345', '#1234567', '#GGGGGG', ' #FFD700', 'gold', 'rgb(0,0,0)', 'url(x)', '#fff;background:url(x)', 12, null, undefined]) {
      expect(parseHex(value)).toBeNull();
      expect(isHexColor(value)).toBe(false);
    }
  });

  it('accepts a string exactly when it has the #rgb or #rrggbb shape', () => {
    fc.assert(fc.property(fc.string({ maxLength: 9 }), (text) => (parseHex(text) !== null) === HEX_SHAPE.test(text)));
    fc.assert(fc.property(fc.string({ maxLength: 9 }).map((t) => `#${t}`), (text) => (parseHex(text) !== null) === HEX_SHAPE.test(text)));
  });
});

describe('normalizeHex', () => {
  it('gives #RRGGBB in upper case, doubling the digits of #rgb', () => {
    expect(normalizeHex('#ffd700')).toBe('#FFD700');
    expect(normalizeHex('#abc')).toBe('#AABBCC');
    expect(normalizeHex('url(x)')).toBeNull();
  });

  it('is idempotent and its output is a long upper-case hex colour', () => {
    fc.assert(
      fc.property(anyHex, (hex) => {
        const once = normalizeHex(hex);
        return once !== null && /^#[0-9A-F]{6}$/.test(once) && normalizeHex(once) === once;
      }),
    );
  });

  it('maps a colour and its other spellings to the same form', () => {
    fc.assert(fc.property(longHex, (hex) => normalizeHex(hex.toLowerCase()) === normalizeHex(hex.toUpperCase())));
  });
});

describe('contrastRatio', () => {
  it('runs from 1 for the same colour to 21 for black on white', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFD700', '#ffd700')).toBe(1);
  });
});

describe('readableTextOn', () => {
  it('puts black on light colours and white on dark ones', () => {
    expect(readableTextOn('#FFEAA7')).toBe(BLACK);
    expect(readableTextOn('#FF4757')).toBe(BLACK);
    expect(readableTextOn('#2C3E50')).toBe(WHITE);
    expect(readableTextOn('#808080')).toBe(BLACK);
  });

  it('always reaches 4.5:1 with black or white, and is the better of the two', () => {
    fc.assert(
      fc.property(anyHex, (background) => {
        const ink = readableTextOn(background);
        const other = ink === BLACK ? WHITE : BLACK;
        return contrastRatio(background, ink) >= 4.5 && contrastRatio(background, ink) >= contrastRatio(background, other);
      }),
    );
  });

  it('with its own dark ink, picks whichever of the two inks contrasts more', () => {
    const darkInk = '#0F172A';
    expect(readableTextOn('#FFD700', darkInk)).toBe(darkInk);
    expect(readableTextOn('#1E3A8A', darkInk)).toBe(WHITE);
    fc.assert(
      fc.property(anyHex, (background) => {
        const ink = readableTextOn(background, darkInk);
        const other = ink === darkInk ? WHITE : darkInk;
        // A coin face label is large bold text, for which AA asks 3:1.
        return contrastRatio(background, ink) >= contrastRatio(background, other) && contrastRatio(background, ink) >= 3;
      }),
    );
  });
});
