'use client';

import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { useHydratedStores } from '@/components/persist/use-hydrated-stores';
import { drawHydration } from '@/components/wheel/draw/use-draw-store';
import { linkAddressPart } from '@/components/wheel/share/link-address';
import { changeListWithUndo } from '@/components/wheel/history/undo-list';
import { useSharedWheelLink } from '@/components/wheel/share/use-shared-wheel-link';
import type { WheelText } from '@/components/wheel/wheel-text';
import { pathIn } from '@/lib/i18n/languages';
import { entriesFromTexts } from '@/lib/wheel/list/entries';
import { entriesStore } from '@/lib/wheel/stores/entries-store';
import { historyHydration, tellOtherTabsListReplaced } from '@/lib/wheel/history/entries-history';
import { hostingStore } from '@/lib/wheel/stores/hosting-store';
import { resultsStore } from '@/lib/wheel/stores/results-store';
import { spinSettingsStore } from '@/lib/wheel/stores/spin-settings-store';
import { themeStore } from '@/lib/wheel/stores/theme-store';
import { parseTemplateParam } from '@/lib/wheel/links/template-url';

// The undo history right after the list it was saved for; the checkable draw last: its code loads
// late, and only a stored draw makes this pass load it.
const STORES = [entriesStore, historyHydration, spinSettingsStore, themeStore, resultsStore, hostingStore, drawHydration];

/**
 * A `?template_entries=` list wins over stored entries (an empty one empties
 * the wheel), with Undo at hand; the address is tidied afterwards, back to
 * the wheel's page `home`.
 */
function applyTemplateLink(t: WheelText, home: string) {
  const search = linkAddressPart('search');
  const template = parseTemplateParam(search);
  if (template.kind === 'invalid') {
    console.error(`Ignoring the template_entries address parameter: ${template.reason}.`);
    // A broken link changes nothing, so the address the page script tidied comes back as it was.
    if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  } else if (template.kind === 'entries') {
    const next = entriesFromTexts(template.texts, Date.now());
    changeListWithUndo(() => entriesStore.getState().replace(next), {
      title: t('templateOpenedTitle'),
      description: t('templateOpenedDescription'),
    });
    tellOtherTabsListReplaced('template');
    // A link the page script already moved out of the address leaves nothing to tidy.
    if (window.location.search !== '') window.history.replaceState(window.history.state, '', home);
  }
}

/**
 * The wheel's stored state, then a template link, then other tabs' changes;
 * a shared-wheel link (`#w=`) is read once the stored state is in place.
 * Returns true once the stored state is in place.
 */
export function useWheelHydration(): boolean {
  const t = useT('wheel');
  const home = pathIn(useLang(), '/');
  const hydrated = useHydratedStores(STORES, () => applyTemplateLink(t, home));
  useSharedWheelLink(hydrated, t, home);
  return hydrated;
}
