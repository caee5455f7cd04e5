import { notify } from '@/components/ui/notify';
import { listLockedOnceDrawRead } from '@/components/wheel/draw/lazy-draw-store';
import type { Translate } from '@/lib/i18n/messages';

/**
 * Opens a template or shared-wheel link (`open` replaces the list), unless a
 * checkable draw under way has locked the list, here or in another tab. Then
 * nothing changes: the link goes back into the address (`address`: the
 * link's query or fragment), so a reload after the draw opens it, and a
 * notice that stays until closed says the draw is under way, with a button
 * that opens the link once the draw is finished or cancelled (pressed
 * earlier, it says so again).
 */
export function openUnlessDrawing(open: () => void, address: { search?: string; hash?: string }, t: Translate<'share'>): void {
  const held = () => {
    // Only where the address lost it (the page script moved it out): a link pasted since stays.
    const { pathname, search, hash } = window.location;
    const kept = `${pathname}${search || address.search || ''}${hash || address.hash || ''}`;
    if (kept !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', kept);
    notify({
      title: t('drawHoldsLinkTitle'),
      description: t('drawHoldsLinkDescription'),
      durationMs: Infinity,
      action: { label: t('openLinkAfterDraw'), run: attempt },
    });
  };
  function attempt() {
    const locked = listLockedOnceDrawRead();
    if (locked === false) open();
    else if (locked === true) held();
    else void locked.then((stillLocked) => (stillLocked ? held() : open()));
  }
  attempt();
}
