'use client';

import { withHistory } from '@/components/wheel/history/lazy-history';
import { linkAddressPart } from '@/components/wheel/share/link-address';
import { openUnlessDrawing } from '@/components/wheel/share/open-unless-drawing';
import { entriesFromTexts } from '@/lib/wheel/entries/entries';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { parseTemplateParam } from '@/lib/wheel/share/template-url';
import type { Translate } from '@/lib/i18n/messages';

/**
 * A `?template_entries=` list wins over stored entries (an empty one empties
 * the wheel), with Undo at hand; the address is tidied afterwards, back to
 * the wheel's page `home`. While a checkable draw is under way the list stays
 * and the link waits (openUnlessDrawing).
 */
export function applyTemplateLink(t: Translate<'share'>, home: string) {
  const search = linkAddressPart('search');
  const template = parseTemplateParam(search);
  if (template.kind === 'invalid') {
    console.error(`Ignoring the template_entries address parameter: ${template.reason}.`);
    // A broken link changes nothing, so the address the page script tidied comes back as it was.
    if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  } else if (template.kind === 'entries') {
    const { texts } = template;
    withHistory(({ changeListWithUndo, tellOtherTabsListReplaced }) =>
      openUnlessDrawing(
        () => {
          const next = entriesFromTexts(texts, Date.now());
          changeListWithUndo(() => entriesStore.getState().replace(next), {
            title: t('templateOpenedTitle'),
            description: t('templateOpenedDescription'),
          });
          tellOtherTabsListReplaced('template');
          // A link the page script already moved out of the address leaves nothing to tidy.
          if (window.location.search !== '') window.history.replaceState(window.history.state, '', home);
        },
        { search },
        t,
      ),
    );
  }
}
