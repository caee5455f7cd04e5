import fc from 'fast-check';
import { applyQuickTheme, DEFAULT_THEME, parseStoredTheme, QUICK_THEMES, THEME_COLOR_KEYS } from '@/lib/wheel/theme/theme';

const dark = QUICK_THEMES.find((t) => t.text === 'quickThemeDark')?.colors;

describe('applyQuickTheme', () => {
  it('replaces all four colours', () => {
    if (!dark) throw new Error('the Dark quick theme is missing');
    const next = applyQuickTheme(DEFAULT_THEME, dark);
    for (const key of THEME_COLOR_KEYS) expect(next[key]).toBe(dark[key]);
  });

  it.each([true, false])('keeps the sound setting (%s)', (soundEnabled) => {
    if (!dark) throw new Error('the Dark quick theme is missing');
    expect(applyQuickTheme({ ...DEFAULT_THEME, soundEnabled }, dark).soundEnabled).toBe(soundEnabled);
  });

  it('offers Classic as exactly the default colours', () => {
    const classic = QUICK_THEMES.find((t) => t.text === 'quickThemeClassic');
    expect(classic && applyQuickTheme(DEFAULT_THEME, classic.colors)).toEqual(DEFAULT_THEME);
  });
});

describe('parseStoredTheme', () => {
  it('never throws on any JSON value, and any theme it gives has hex colours and a boolean sound flag', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const theme = parseStoredTheme(value);
        if (theme === null) return;
        for (const key of THEME_COLOR_KEYS) expect(theme[key]).toMatch(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i);
        expect(typeof theme.soundEnabled).toBe('boolean');
      }),
    );
  });

  it('gives null for values that are not an object', () => {
    for (const value of [null, 'theme', 3, true, []]) expect(parseStoredTheme(value)).toBeNull();
  });

  it('keeps every valid field as stored', () => {
    const stored = { wheelBackground: '#2c3e50', textColor: '#FFFFFF', borderColor: '#34495E', pointerColor: '#E74C3C', soundEnabled: false };
    expect(parseStoredTheme(stored)).toEqual(stored);
  });

  it('takes stored colours only as #rrggbb, since they are painted as they are', () => {
    const theme = parseStoredTheme({ wheelBackground: 'url(https://example.com/a.png)', textColor: '#FFF', borderColor: 'expression(1)' });
    expect(theme).toEqual(DEFAULT_THEME);
  });

  it('falls back to the default for each invalid field on its own', () => {
    const theme = parseStoredTheme({ wheelBackground: 'blue', textColor: '#123456', borderColor: 7, soundEnabled: 'yes' });
    expect(theme).toEqual({
      wheelBackground: DEFAULT_THEME.wheelBackground,
      textColor: '#123456',
      borderColor: DEFAULT_THEME.borderColor,
      pointerColor: DEFAULT_THEME.pointerColor,
      soundEnabled: DEFAULT_THEME.soundEnabled,
    });
  });
});
