import { storedHexColor } from '@/lib/persist/stored-values';

export interface WheelTheme {
  wheelBackground: string;
  textColor: string;
  borderColor: string;
  pointerColor: string;
  soundEnabled: boolean;
}

export type ThemeColorKey = Exclude<keyof WheelTheme, 'soundEnabled'>;
export const THEME_COLOR_KEYS: readonly ThemeColorKey[] = ['wheelBackground', 'textColor', 'borderColor', 'pointerColor'];

export const DEFAULT_THEME: WheelTheme = {
  wheelBackground: '#FFFFFF',
  textColor: '#000000',
  borderColor: '#CCCCCC',
  pointerColor: '#FF4757',
  soundEnabled: true,
};

type Colors = Omit<WheelTheme, 'soundEnabled'>;

/** The quick themes, each named by the key of its name among the wheel's messages. */
export const QUICK_THEMES: readonly { text: 'quickThemeClassic' | 'quickThemeDark' | 'quickThemeNeon' | 'quickThemeSunset'; colors: Colors }[] = [
  { text: 'quickThemeClassic', colors: { wheelBackground: '#FFFFFF', textColor: '#000000', borderColor: '#CCCCCC', pointerColor: '#FF4757' } },
  { text: 'quickThemeDark', colors: { wheelBackground: '#2C3E50', textColor: '#FFFFFF', borderColor: '#34495E', pointerColor: '#E74C3C' } },
  { text: 'quickThemeNeon', colors: { wheelBackground: '#000000', textColor: '#00FF00', borderColor: '#FF00FF', pointerColor: '#00FFFF' } },
  { text: 'quickThemeSunset', colors: { wheelBackground: '#FFF5E6', textColor: '#8B4513', borderColor: '#DEB887', pointerColor: '#FF6347' } },
];

/** Just the theme's data, from a store state that also carries actions. */
export function pickTheme({ wheelBackground, textColor, borderColor, pointerColor, soundEnabled }: WheelTheme): WheelTheme {
  return { wheelBackground, textColor, borderColor, pointerColor, soundEnabled };
}

/** A quick theme replaces the colours and keeps the visitor's sound choice. */
export function applyQuickTheme(theme: WheelTheme, colors: Colors): WheelTheme {
  return { ...colors, soundEnabled: theme.soundEnabled };
}

/** A stored theme: each valid field (colours as #rrggbb) is kept, anything else takes its default; not an object gives null. */
export function parseStoredTheme(value: unknown): WheelTheme | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const color = (key: ThemeColorKey) => storedHexColor(v[key]) ?? DEFAULT_THEME[key];
  return {
    wheelBackground: color('wheelBackground'),
    textColor: color('textColor'),
    borderColor: color('borderColor'),
    pointerColor: color('pointerColor'),
    soundEnabled: typeof v.soundEnabled === 'boolean' ? v.soundEnabled : DEFAULT_THEME.soundEnabled,
  };
}
