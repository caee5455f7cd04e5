/**
 * When a store's deferred writes run. Writing a 100,000-entry list means
 * serialising megabytes of JSON; done on every change it would hold up the
 * frame that shows the change, so such writes wait for an idle moment, and
 * several changes before it make one write. A write still waiting when the
 * page is hidden or left runs at once, so closing the tab loses nothing.
 */
export interface WriteScheduler {
  /** Runs `flush` later; the store asks again only after it has run. */
  later(flush: () => void): void;
}

/** What the scheduler needs from the page, injected so tests control time. */
export interface IdleHost {
  /** Calls `run` once the page is idle (soon, even if it never is). */
  whenIdle(run: () => void): void;
  /** Calls `run` every time the page is hidden or left. */
  onLeave(run: () => void): void;
}

export function createIdleWriteScheduler(host: IdleHost): WriteScheduler {
  const waiting: Array<() => void> = [];
  let idleAsked = false;
  let leaveHeard = false;
  const runWaiting = () => {
    idleAsked = false;
    waiting.splice(0).forEach((flush) => flush());
  };
  return {
    later(flush) {
      waiting.push(flush);
      if (!leaveHeard) {
        leaveHeard = true;
        host.onLeave(runWaiting);
      }
      if (!idleAsked) {
        idleAsked = true;
        host.whenIdle(runWaiting);
      }
    },
  };
}

/** An idle write waits at most this long on a page that is never idle. */
const IDLE_TIMEOUT_MS = 1000;

const browserIdleHost: IdleHost = {
  whenIdle(run) {
    // Safari has no requestIdleCallback; a task after the current one still lets the change paint first.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 0);
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
export const idleWrites = createIdleWriteScheduler(browserIdleHost);
