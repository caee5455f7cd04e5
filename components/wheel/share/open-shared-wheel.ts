import { notify } from '@/components/ui/notify';
import { openUnlessDrawing } from '@/components/wheel/share/open-unless-drawing';
import { replaceWheelWithUndo } from '@/components/wheel/share/replace-wheel-with-undo';
import { sharedLinkNotice } from '@/lib/wheel/share/link-problem';
import { parseShareFragment, sharedWheelEntries } from '@/lib/wheel/share/share-link';
import { MAX_TITLE_LENGTH, titleCutShort } from '@/lib/wheel/hosting/hosting';
import type { Translate } from '@/lib/i18n/messages';

/**
 * Reads a shared wheel from the address fragment (`#w=...`) and puts it in
 * place of the visitor's wheel, with one Undo for entries, theme and title.
 * A broken link changes nothing: a console line for whoever debugs it and a
 * notice for the visitor, phrased by `t`. Either way the fragment leaves the
 * address (which becomes the wheel's page `home`), so a reload does not
 * apply the link a second time; only a link a checkable draw under way holds
 * back stays there, to be opened after the draw (openUnlessDrawing).
 */
export async function openSharedWheel(hash: string, t: Translate<'share'>, home: string): Promise<void> {
  const parsed = await parseShareFragment(hash);
  if (parsed.kind === 'absent') return;
  // Only the fragment this call read: a newer link pasted meanwhile is left for its own hashchange.
  const tidy = () => {
    if (window.location.hash === hash) window.history.replaceState(window.history.state, '', home);
  };
  if (parsed.kind === 'invalid') {
    tidy();
    console.error(`Ignoring the shared wheel in the address: ${parsed.problem}.`);
    notify({ ...sharedLinkNotice(parsed.problem, t), variant: 'destructive' });
    return;
  }
  const { wheel } = parsed;
  openUnlessDrawing(
    () => {
      tidy();
      replaceWheelWithUndo(
        { entries: sharedWheelEntries(wheel, Date.now()), themeColors: wheel.theme, title: wheel.title },
        { title: t('sharedWheelOpenedTitle'), description: t('sharedWheelOpenedDescription') },
      );
    },
    { hash },
    t,
  );
  // The wheel keeps the start of a title longer than a wheel title can be; the visitor is told, once for this link.
  if (titleCutShort(wheel.title)) {
    notify({ title: t('sharedTitleShortenedTitle'), description: t('sharedTitleShortenedDescription', { max: MAX_TITLE_LENGTH }) });
  }
}
