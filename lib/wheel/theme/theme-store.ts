import { localArea } from '@/lib/persist/storage-area';
import { settingsField } from '@/lib/persist/persisted-field';
import { createPersistedStore } from '@/lib/persist/persisted-store';
import { applyQuickTheme, DEFAULT_THEME, parseStoredTheme, pickTheme, type ThemeColorKey, type WheelTheme } from '@/lib/wheel/theme/theme';
import { isHexColor } from '@/lib/color';
import { isRecord } from '@/lib/persist/stored-values';

export interface ThemeActions {
  setColor: (key: ThemeColorKey, color: string) => void;
  applyQuick: (colors: Omit<WheelTheme, 'soundEnabled'>) => void;
  setSound: (enabled: boolean) => void;
  reset: () => void;
}

const THEME_KEY = 'wheelTheme';

/** Version 1: `{ wheelBackground, textColor, borderColor, pointerColor, soundEnabled }`, colours as #rrggbb. */
export const themeStore = createPersistedStore<WheelTheme & ThemeActions>(
  (set) => ({
    ...DEFAULT_THEME,
    setColor: (key, color) => {
      if (isHexColor(color)) set({ [key]: color } as Pick<WheelTheme, ThemeColorKey>);
    },
    applyQuick: (colors) => set((s) => applyQuickTheme(s, colors)),
    setSound: (soundEnabled) => set({ soundEnabled }),
    reset: () => set(DEFAULT_THEME),
  }),
  [
    settingsField<WheelTheme>({
      key: THEME_KEY,
      area: localArea,
      version: 1,
      label: 'wheel theme',
      decode: (value) => {
        const theme = parseStoredTheme(value);
        if (!theme || !isRecord(value)) return { value: null, problems: ['Stored wheel theme is not an object; using the defaults.'] };
        const bad = Object.keys(theme).filter((key) => key in value && value[key] !== theme[key as keyof WheelTheme]);
        return { value: theme, problems: bad.length > 0 ? [`Ignored malformed stored wheel theme field(s): ${bad.join(', ')}.`] : [] };
      },
      pick: pickTheme,
      defaults: DEFAULT_THEME,
    }),
  ],
);
