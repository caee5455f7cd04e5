'use client';

import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { useHydratedStores, type Hydratable } from '@/components/persist/use-hydrated-stores';
import { drawHydration } from '@/components/wheel/draw/lazy-draw-store';
import { peekLinkAddressPart } from '@/components/wheel/share/link-address';
import { historyCode, withHistory } from '@/components/wheel/history/lazy-history';
import { lazyModule } from '@/lib/browser/lazy-module';
import { latePartArrived } from '@/components/wheel/late-parts';
import { useSharedWheelLink } from '@/components/wheel/share/use-shared-wheel-link';
import { useNamedDefaults } from '@/components/wheel/use-wheel-stores';
import { pathIn } from '@/lib/i18n/languages';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { entriesStore, nameDefaultEntries } from '@/lib/wheel/entries/entries-store';
import { hostingStore } from '@/lib/wheel/hosting/hosting-store';
import { resultsStoreCode } from '@/lib/wheel/results/lazy-results-store';
import { spinSettingsStore } from '@/lib/wheel/spin/spin-settings-store';
import { themeStore } from '@/lib/wheel/theme/theme-store';
import { TEMPLATE_PARAM } from '@/lib/wheel/share/template-param';
import type { Translate } from '@/lib/i18n/messages';

/**
 * The undo history among the stores: restored right after the list when its code is there, or
 * the moment it arrives (before anything else can change the list: a template link waits for it
 * too, see applyTemplateLink); other tabs' notes reach it once it is there.
 */
const historyHydration: Hydratable = {
  persistence: {
    hydrate: () =>
      withHistory((history) => {
        history.historyHydration.persistence.hydrate();
        latePartArrived('undo history');
      }),
    followStorageEvent: (change) => historyCode.current()?.historyHydration.persistence.followStorageEvent(change),
  },
};

/** The session's results, read from storage as their code arrives (lazy-results-store.ts); the ready mark waits for them. */
const resultsHydration: Hydratable = {
  persistence: {
    hydrate: () => void resultsStoreCode.load().then(() => latePartArrived('results'), () => {}),
    followStorageEvent: (change) => resultsStoreCode.current()?.resultsStore.persistence.followStorageEvent(change),
  },
};

/**
 * The wheel's stores in the order they are read: the list, then its defaults named in the page's
 * language where nothing was stored (before the undo history, so naming them is not a change), the
 * history saved for that list, the rest; the checkable draw last: its code loads late, and only a
 * stored draw makes this pass load it.
 */
function storesNaming(defaults: readonly WheelEntry[]): Hydratable[] {
  const namedDefaults = { persistence: { hydrate: () => nameDefaultEntries(defaults), followStorageEvent: () => {} } };
  return [entriesStore, namedDefaults, historyHydration, spinSettingsStore, themeStore, resultsHydration, hostingStore, drawHydration];
}

/**
 * A `?template_entries=` link's handling (template-link.ts), in a chunk of its own fetched only
 * when the page was opened with one: at once, as this module is evaluated, so it is there by the
 * time the stored state is read, and the link's list replaces it before the wheel is painted.
 */
const templateLinkCode = lazyModule(() => import('@/components/wheel/template-link'));
const openedWithTemplateLink = typeof window !== 'undefined' && peekLinkAddressPart('search').includes(`${TEMPLATE_PARAM}=`);
if (openedWithTemplateLink) templateLinkCode.preload();

/** Applies the page's template link, if it was opened with one: at once when its code is there, else as it arrives. */
function applyTemplateLinkOnce(t: Translate<'share'>, home: string) {
  if (!openedWithTemplateLink) return;
  const code = templateLinkCode.current();
  if (code) code.applyTemplateLink(t, home);
  else templateLinkCode.load().then(
    ({ applyTemplateLink }) => applyTemplateLink(t, home),
    (error: unknown) => console.error('The template link could not be opened.', error),
  );
}

/**
 * The wheel's stored state, then a template link, then other tabs' changes;
 * a shared-wheel link (`#w=`) is read once the stored state is in place.
 * Returns true once the stored state is in place.
 */
export function useWheelHydration(): boolean {
  const t = useT('share');
  const home = pathIn(useLang(), '/');
  const defaults = useNamedDefaults();
  // Read once, as the page's first render finishes (useHydratedStores keeps the first list it gets).
  const hydrated = useHydratedStores(storesNaming(defaults), () => applyTemplateLinkOnce(t, home));
  useSharedWheelLink(hydrated, t, home);
  return hydrated;
}
