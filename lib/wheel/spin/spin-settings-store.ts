import { localArea } from '@/lib/persist/storage-area';
import { settingsField } from '@/lib/persist/persisted-field';
import { createPersistedStore } from '@/lib/persist/persisted-store';
import type { SpinMode } from '@/lib/wheel/constants';
import { clampSetting, DEFAULT_SPIN_SETTINGS, parseStoredSpinSettings, pickSpinSettings, withMode, type SpinSettings } from '@/lib/wheel/spin/spin-settings';

type SliderKey = 'minVelocity' | 'maxVelocity' | 'accelerationRate' | 'decelerationRate';

export interface SpinSettingsActions {
  setMode: (mode: SpinMode) => void;
  setSlider: (key: SliderKey, value: number) => void;
  reset: () => void;
}

const SPIN_SETTINGS_KEY = 'wheelSpinSettings';

/** Version 1: `{ mode, minVelocity, maxVelocity, accelerationRate, decelerationRate }`; version 0 also had `enabled`, now ignored. */
export const spinSettingsStore = createPersistedStore<SpinSettings & SpinSettingsActions>(
  (set) => ({
    ...DEFAULT_SPIN_SETTINGS,
    setMode: (mode) => set((s) => withMode(s, mode)),
    setSlider: (key, value) =>
      set((s) => {
        const next = { ...pickSpinSettings(s), [key]: clampSetting(key, value) };
        // Keep the range a range: moving one end past the other drags it along.
        if (key === 'minVelocity' && next.minVelocity > next.maxVelocity) next.maxVelocity = clampSetting('maxVelocity', next.minVelocity);
        if (key === 'maxVelocity' && next.maxVelocity < next.minVelocity) next.minVelocity = clampSetting('minVelocity', next.maxVelocity);
        return next;
      }),
    reset: () => set(DEFAULT_SPIN_SETTINGS),
  }),
  [
    settingsField<SpinSettings>({
      key: SPIN_SETTINGS_KEY,
      area: localArea,
      version: 1,
      label: 'spin settings',
      decode: (value) => {
        const settings = parseStoredSpinSettings(value);
        return settings ? { value: settings, problems: [] } : { value: null, problems: ['Stored spin settings have no known mode; using the defaults.'] };
      },
      pick: pickSpinSettings,
      defaults: DEFAULT_SPIN_SETTINGS,
    }),
  ],
);
