import { localArea } from '@/lib/persist/storage-area';
import { settingsField } from '@/lib/persist/persisted-field';
import { createPersistedStore } from '@/lib/persist/persisted-store';
import { cleanTitle, DEFAULT_HOSTING, parseStoredHosting, pickHosting, type HostingSettings } from '@/lib/wheel/hosting/hosting';
import type { AfterSpin } from '@/lib/wheel/hosting/after-spin';

export interface HostingActions {
  setTitle: (title: string) => void;
  setAfterSpin: (afterSpin: AfterSpin) => void;
  /** Stored as asked; the wheel holds it to the visible count when it spins. */
  setWinnersPerSpin: (count: number) => void;
  setConfetti: (on: boolean) => void;
  reset: () => void;
}

const HOSTING_KEY = 'wheelHosting';

/** Version 1: `{ title, afterSpin, winnersPerSpin, confetti }`. */
export const hostingStore = createPersistedStore<HostingSettings & HostingActions>(
  (set) => ({
    ...DEFAULT_HOSTING,
    setTitle: (title) => set({ title: cleanTitle(title) }),
    setAfterSpin: (afterSpin) => set({ afterSpin }),
    setWinnersPerSpin: (count) => set({ winnersPerSpin: Number.isFinite(count) ? Math.max(1, Math.trunc(count)) : 1 }),
    setConfetti: (confetti) => set({ confetti }),
    reset: () => set(DEFAULT_HOSTING),
  }),
  [
    settingsField<HostingSettings>({
      key: HOSTING_KEY,
      area: localArea,
      version: 1,
      label: 'wheel title and hosting settings',
      decode: (value) => {
        const parsed = parseStoredHosting(value);
        return parsed ? { value: parsed.settings, problems: parsed.problems } : { value: null, problems: ['Stored hosting settings are not an object; using the defaults.'] };
      },
      pick: pickHosting,
      defaults: DEFAULT_HOSTING,
    }),
  ],
);
