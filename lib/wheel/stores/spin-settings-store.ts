import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { safeLocalStorage } from '@/lib/browser/safe-storage';
import { plainJsonStorage } from '@/lib/browser/plain-json-storage';
import type { SpinMode } from '@/lib/wheel/constants';
import { clampSetting, DEFAULT_SPIN_SETTINGS, parseStoredSpinSettings, pickSpinSettings, withMode, type SpinSettings } from '@/lib/wheel/spin-settings';

type SliderKey = 'minVelocity' | 'maxVelocity' | 'accelerationRate' | 'decelerationRate';

interface SpinSettingsActions {
  setMode: (mode: SpinMode) => void;
  setSlider: (key: SliderKey, value: number) => void;
  reset: () => void;
}

export const SPIN_SETTINGS_KEY = 'wheelSpinSettings';

export const useSpinSettingsStore = create<SpinSettings & SpinSettingsActions>()(
  persist(
    (set) => ({
      ...DEFAULT_SPIN_SETTINGS,
      setMode: (mode) => set((s) => withMode(s, mode)),
      setSlider: (key, value) =>
        set((s) => {
          const next = { ...s, [key]: clampSetting(key, value) };
          // Keep the range a range: moving one end past the other drags it along.
          if (key === 'minVelocity' && next.minVelocity > next.maxVelocity) next.maxVelocity = clampSetting('maxVelocity', next.minVelocity);
          if (key === 'maxVelocity' && next.maxVelocity < next.minVelocity) next.minVelocity = clampSetting('minVelocity', next.maxVelocity);
          return next;
        }),
      reset: () => set(DEFAULT_SPIN_SETTINGS),
    }),
    {
      name: SPIN_SETTINGS_KEY,
      version: 1,
      skipHydration: true,
      storage: plainJsonStorage<SpinSettings, SpinSettings>({
        storage: safeLocalStorage,
        toStored: pickSpinSettings,
        fromStored: parseStoredSpinSettings,
        defaults: DEFAULT_SPIN_SETTINGS,
        version: 1,
      }),
      partialize: (s) => pickSpinSettings(s),
    },
  ),
);
