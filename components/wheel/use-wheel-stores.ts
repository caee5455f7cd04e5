'use client';

import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useT } from '@/components/i18n/use-t';
import { DEFAULT_ENTRIES, defaultEntriesNamed, type WheelEntry } from '@/lib/wheel/entries/entries';
import { entriesStore, type EntriesActions, type EntriesState } from '@/lib/wheel/entries/entries-store';
import { hostingStore, type HostingActions } from '@/lib/wheel/hosting/hosting-store';
import { spinSettingsStore, type SpinSettingsActions } from '@/lib/wheel/spin/spin-settings-store';
import { themeStore, type ThemeActions } from '@/lib/wheel/theme/theme-store';
import type { HostingSettings } from '@/lib/wheel/hosting/hosting';
import type { SpinSettings } from '@/lib/wheel/spin/spin-settings';
import type { WheelTheme } from '@/lib/wheel/theme/theme';

/** The wheel's stores for components; selectors should return a stored reference or a primitive. */
export const useEntriesStore = <T>(selector: (state: EntriesState & EntriesActions) => T): T => useStore(entriesStore, selector);
export const useSpinSettingsStore = <T>(selector: (state: SpinSettings & SpinSettingsActions) => T): T => useStore(spinSettingsStore, selector);
export const useThemeStore = <T>(selector: (state: WheelTheme & ThemeActions) => T): T => useStore(themeStore, selector);
export const useHostingStore = <T>(selector: (state: HostingSettings & HostingActions) => T): T => useStore(hostingStore, selector);

/** The default list named in the page's language, one object for the page's life. */
export function useNamedDefaults(): readonly WheelEntry[] {
  const t = useT('wheel');
  return useMemo(() => defaultEntriesNamed((number) => t('defaultEntryName', { number })), [t]);
}

/**
 * The list as the page shows it. Until stored state is read, the store holds the English defaults
 * and the page (its exported HTML too) shows them named in its language; once read, the store
 * holds that named list itself (see useWheelHydration).
 */
export function useWheelEntries(): readonly WheelEntry[] {
  const entries = useEntriesStore((s) => s.entries);
  const named = useNamedDefaults();
  return entries === DEFAULT_ENTRIES ? named : entries;
}
