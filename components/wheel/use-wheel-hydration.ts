'use client';

import { useHydratedStores } from '@/components/persist/use-hydrated-stores';
import { drawHydration } from '@/components/wheel/draw/use-draw-store';
import { linkAddressPart } from '@/components/wheel/share/link-address';
import { changeListWithUndo } from '@/components/wheel/history/undo-list';
import { useSharedWheelLink } from '@/components/wheel/share/use-shared-wheel-link';
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
 * the wheel), with Undo at hand; the address is tidied afterwards.
 */
function applyTemplateLink() {
  const search = linkAddressPart('search');
  const template = parseTemplateParam(search);
  if (template.kind === 'invalid') {
    console.error(`Ignoring the template_entries address parameter: ${template.reason}.`);
    // A broken link changes nothing, so the address the page script tidied comes back as it was.
    if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  } else if (template.kind === 'entries') {
    const next = entriesFromTexts(template.texts, Date.now());
    changeListWithUndo(() => entriesStore.getState().replace(next), {
      title: 'Entries replaced from the link',
      description: 'Your previous list is one click away.',
    });
    tellOtherTabsListReplaced('A template link');
    // A link the page script already moved out of the address leaves nothing to tidy.
    if (window.location.search !== '') window.history.replaceState(window.history.state, '', '/');
  }
}

/**
 * The wheel's stored state, then a template link, then other tabs' changes;
 * a shared-wheel link (`#w=`) is read once the stored state is in place.
 * Returns true once the stored state is in place.
 */
export function useWheelHydration(): boolean {
  const hydrated = useHydratedStores(STORES, applyTemplateLink);
  useSharedWheelLink(hydrated);
  return hydrated;
}
