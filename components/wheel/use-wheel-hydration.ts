'use client';

import { useEffect, useState } from 'react';
import { ENTRIES_KEY, useEntriesStore } from '@/lib/wheel/stores/entries-store';
import { useResultsStore } from '@/lib/wheel/stores/results-store';
import { SPIN_SETTINGS_KEY, useSpinSettingsStore } from '@/lib/wheel/stores/spin-settings-store';
import { THEME_KEY, useThemeStore } from '@/lib/wheel/stores/theme-store';
import { parseTemplateParam } from '@/lib/wheel/template-url';

const LOCAL_STORES = {
  [ENTRIES_KEY]: useEntriesStore,
  [SPIN_SETTINGS_KEY]: useSpinSettingsStore,
  [THEME_KEY]: useThemeStore,
} as const;

/**
 * The static HTML shows the defaults; after the first render this reads the
 * stored state, then a `?template_entries=` list (which wins over stored
 * entries), and keeps in step with other tabs through the storage event.
 * Returns true once the stored state is in place.
 */
export function useWheelHydration(): boolean {
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const stores = [...Object.values(LOCAL_STORES), useResultsStore];
    void Promise.all(stores.map((store) => store.persist.rehydrate())).then(() => {
      if (cancelled) return;
      const template = parseTemplateParam(window.location.search);
      if (template.kind === 'invalid') {
        console.error(`Ignoring the template_entries address parameter: ${template.reason}.`);
      } else if (template.kind === 'entries') {
        useEntriesStore.getState().replaceWithTexts(template.texts);
        window.history.replaceState(window.history.state, '', '/');
      }
      setHydrated(true);
    });

    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage || !event.key) return;
      const store = LOCAL_STORES[event.key as keyof typeof LOCAL_STORES];
      if (store) void store.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return hydrated;
}
