/**
 * When a store's deferred writes run. Writing a 100,000-entry list means
 * serialising megabytes of JSON; done on every change it would hold up the
 * frame that shows the change, so such writes wait until that frame has been
 * painted, and several changes before it make one write. Not later than that:
 * a write landing in the middle of a spin would stall the wheel. A write still
 * waiting when the page is hidden or left runs at once, so closing the tab
 * loses nothing.
 */
export interface WriteScheduler {
  /** Runs `flush` later; the store asks again only after it has run. */
  later(flush: () => void): void;
}

/** What the scheduler needs from the page, injected so tests control time. */
export interface PageHost {
  /** Calls `run` once the next frame has been painted (soon, even on a page that paints nothing). */
  afterPaint(run: () => void): void;
  /** Calls `run` every time the page is hidden or left. */
  onLeave(run: () => void): void;
}

export function createAfterPaintScheduler(host: PageHost): WriteScheduler {
  const waiting: Array<() => void> = [];
  let paintAsked = false;
  let leaveHeard = false;
  const runWaiting = () => {
    paintAsked = false;
    waiting.splice(0).forEach((flush) => flush());
  };
  return {
    later(flush) {
      waiting.push(flush);
      if (!leaveHeard) {
        leaveHeard = true;
        host.onLeave(runWaiting);
      }
      if (!paintAsked) {
        paintAsked = true;
        host.afterPaint(runWaiting);
      }
    },
  };
}

/** A page that paints no frames (a background tab) still writes within this long. */
const UNPAINTED_WRITE_MS = 1000;

const browserHost: PageHost = {
  afterPaint(run) {
    // Whichever comes first, once: the task after the next animation frame (it starts once that
    // frame is on screen), or the fallback for a page that paints nothing.
    let pending = true;
    const once = () => {
      if (!pending) return;
      pending = false;
      clearTimeout(fallback);
      run();
    };
    const fallback = setTimeout(once, UNPAINTED_WRITE_MS);
    requestAnimationFrame(() => setTimeout(once, 0));
  },
  onLeave(run) {
    if (typeof window === 'undefined') return;
    window.addEventListener('pagehide', run);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') run();
    });
  },
};

/** The page's scheduler for deferred writes. */
export const afterPaintWrites = createAfterPaintScheduler(browserHost);
