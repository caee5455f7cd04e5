import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { safeLocalStorage } from '@/lib/browser/safe-storage';
import { plainJsonStorage } from '@/lib/browser/plain-json-storage';
import { applyQuickTheme, DEFAULT_THEME, parseStoredTheme, pickTheme, type ThemeColorKey, type WheelTheme } from '@/lib/wheel/theme';
import { isHexColor } from '@/lib/color';

interface ThemeActions {
  setColor: (key: ThemeColorKey, color: string) => void;
  applyQuick: (colors: Omit<WheelTheme, 'soundEnabled'>) => void;
  setSound: (enabled: boolean) => void;
  reset: () => void;
}

export const THEME_KEY = 'wheelTheme';

export const useThemeStore = create<WheelTheme & ThemeActions>()(
  persist(
    (set) => ({
      ...DEFAULT_THEME,
      setColor: (key, color) => {
        if (isHexColor(color)) set({ [key]: color } as Pick<WheelTheme, ThemeColorKey>);
      },
      applyQuick: (colors) => set((s) => applyQuickTheme(s, colors)),
      setSound: (soundEnabled) => set({ soundEnabled }),
      reset: () => set(DEFAULT_THEME),
    }),
    {
      name: THEME_KEY,
      version: 1,
      skipHydration: true,
      storage: plainJsonStorage<WheelTheme, WheelTheme>({
        storage: safeLocalStorage,
        toStored: pickTheme,
        fromStored: parseStoredTheme,
        defaults: DEFAULT_THEME,
        version: 1,
      }),
      partialize: (s) => pickTheme(s),
    },
  ),
);
