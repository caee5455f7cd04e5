'use client';

import { useEffect, useState } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { AlertCircleIcon, CheckCircleIcon } from '@/components/ui/icons';
import { KEEP_CLEAR_SELECTOR } from '@/components/ui/toast-clearance';

/** The toast function and the site's toast body, from the same chunk as the toaster: the first toast brings them all (toast-module). */
export { toast };
export { toastBody } from '@/components/ui/toast-body';

type Edge = 'top' | 'bottom';

/** Toasts at the top start a gap below the sticky header (4rem and its border), so they never cover its menu and switches. */
const TOP_CLEARANCE = 'calc(5rem + 1px)';
const TOP_CLEARANCE_PX = 81;

/** What a visitor presses or focuses to use the page; a press elsewhere (the page's background) moves no toast. */
const CONTROL = 'button, a[href], input, textarea, select, summary, canvas, [role="button"], [role="tab"], [role="switch"], [tabindex]';

/** About the height of three toasts with their gaps. */
const ROOM_FOR_TOASTS_PX = 240;

/**
 * The edge of the window toasts sit at, away from the control the visitor
 * last pressed or last reached with the keyboard (and the group it is in,
 * see toast-clearance), so a toast never lands on what is being used: the
 * bottom while the control is beside their column or there is room for
 * three toasts below it (on a narrow screen the wheel and the header are
 * above), else the side with more room (a row's Delete low on the screen
 * sends them up). Focus a press moves elsewhere (Delete hands it to "New
 * entry") is not where the visitor works, so only keyboard focus counts.
 * The top until then, below the header, as the page opens above the wheel.
 */
function useEdgeAwayFromUse(): Edge {
  const [edge, setEdge] = useState<Edge>('top');
  useEffect(() => {
    let keyboard = false;
    const awayFrom = (target: EventTarget | null) => {
      // A modal dialog shows above the toasts: the edge stays the one chosen when its opener was pressed.
      if (!(target instanceof Element) || target.closest('[data-rht-toaster], dialog')) return;
      const control = target.closest(CONTROL);
      if (!control) return;
      const { top, bottom, left, right } = (control.closest(KEEP_CLEAR_SELECTOR) ?? control).getBoundingClientRect();
      const column = document.querySelector('[data-rht-toaster]')?.getBoundingClientRect();
      // Beside the toasts' column (the wheel, the coin, at 1024 px and wider) no edge can cover it.
      const beside = column !== undefined && (right <= column.left || left >= column.right);
      const below = window.innerHeight - bottom;
      setEdge(beside || below >= ROOM_FOR_TOASTS_PX || below >= top - TOP_CLEARANCE_PX ? 'bottom' : 'top');
    };
    const pressed = (event: Event) => {
      keyboard = false;
      awayFrom(event.target);
    };
    const keyed = () => {
      keyboard = true;
    };
    const focused = (event: Event) => {
      if (keyboard) awayFrom(event.target);
    };
    document.addEventListener('pointerdown', pressed, true);
    document.addEventListener('keydown', keyed, true);
    document.addEventListener('focusin', focused, true);
    return () => {
      document.removeEventListener('pointerdown', pressed, true);
      document.removeEventListener('keydown', keyed, true);
      document.removeEventListener('focusin', focused, true);
    };
  }, []);
  return edge;
}

/**
 * The one toaster of the site. react-hot-toast renders each toast in a
 * role="status" live region (role="alert" for errors), so screen readers
 * announce them without extra wiring. At most three show at once
 * (toast-module). From 1024 px wide they sit in a column as wide as the
 * wheel's side panel, on the right, so they never cover the wheel beside it;
 * narrower, centred across the window.
 */
function SiteToaster() {
  const edge = useEdgeAwayFromUse();
  return (
    <Toaster
      position={`${edge}-center`}
      gutter={8}
      // The inline left inset is dropped so the class can move the column to the right at 1024 px.
      containerStyle={{ top: TOP_CLEARANCE, left: undefined }}
      containerClassName="left-4 lg:left-auto lg:w-[26rem]"
      toastOptions={{
        duration: 4000,
        className: 'text-sm',
        // Theme tokens, so toasts read in the dark theme too.
        style: { maxWidth: 'min(28rem, 100%)', background: 'var(--color-surface)', color: 'var(--color-fg)' },
        // Still icons of our own: the library's own draw a spinner that turns behind the check or
        // the cross for as long as the toast shows, unseen, and kept a core of a busy test machine
        // working (a phone's battery too) through every notice.
        success: { icon: <CheckCircleIcon className="shrink-0 text-[light-dark(#15803d,#4ade80)]" /> },
        error: { icon: <AlertCircleIcon className="shrink-0 text-[light-dark(#b91c1c,#f87171)]" /> },
      }}
    />
  );
}

/** The toaster as LazySiteToaster shows it once this chunk is here. */
export const siteToaster = <SiteToaster />;
