import { DRAND_RELAYS, roundTimeMs } from '@/lib/draw/beacon';
import { pageMayConnectTo } from '@/lib/browser/connect-policy';
import { sessionArea } from '@/lib/persist/storage-area';
import { fetchBeaconRound, type BeaconFetch } from '@/lib/draw/beacon-relay';
import { isBeaconDraw, type HostDraw } from '@/lib/draw/host-draw';
import { isSigned, withBeaconSignature, type SealedDrawV3 } from '@/lib/draw/record-v3';

/**
 * The host's side of a version 3 draw between its seal and its round: wait
 * for the draw time, fetch the round from drand's relays (which verifies its
 * signature), and add the signature to the draw. Nothing else ever decides
 * the winners: when no relay answers with a valid signature the draw waits
 * for "Try again" (or a cancel), its list still locked.
 */

/** Where a version 3 draw stands with its round; `none` for a draw of another version or no draw. */
export type BeaconPhase = 'none' | 'waiting' | 'fetching' | 'unreachable' | 'verified';

/** The clock, injectable so tests decide when the draw time comes. */
export interface DrawClock {
  /** Milliseconds since 1970. */
  now: () => number;
  /** Calls `callback` after `ms`; returns what cancels it. */
  schedule: (callback: () => void, ms: number) => () => void;
}

/** Fetches and verifies one round; by default from drand's relays, with the global fetch as it is at the time. */
export type RoundFetcher = (round: number, options: { signal: AbortSignal; now: () => number }) => Promise<BeaconFetch>;

export const systemClock: DrawClock = {
  now: () => Date.now(),
  schedule: (callback, ms) => {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};

/** Set for the moment between a reload asked for the relays and the reloaded page's fetch, so a page whose own policy refuses them cannot reload forever. */
const RELOADED_FOR_RELAYS_KEY = 'drawReloadedForRelays';

/**
 * The page's fetcher: drand's relays, unless this page may not reach them. A
 * page reached through a link inside the site keeps the Content-Security-Policy
 * of the page first loaded (the about page allows no relay), so the page loads
 * itself afresh, under the wheel's own policy, and the draw, kept in storage,
 * is fetched there. Once only: a page still refused after its reload fetches
 * anyway and says the relays cannot be reached.
 */
export const relayFetcher: RoundFetcher = (round, { signal, now }) => {
  const reloaded = sessionArea.read(RELOADED_FOR_RELAYS_KEY) !== null;
  if (typeof document !== 'undefined' && !pageMayConnectTo(DRAND_RELAYS) && !reloaded && sessionArea.write(RELOADED_FOR_RELAYS_KEY, '1')) {
    window.location.reload();
    return Promise.resolve({ ok: false, reason: 'aborted' });
  }
  if (reloaded) sessionArea.remove(RELOADED_FOR_RELAYS_KEY);
  return fetchBeaconRound(round, { signal, now });
};

/** A timer longer than this fires at once in browsers (a 32-bit delay), so a wait of up to 30 days is taken in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** What the watch reads and writes in the draw's store. */
interface WatchedStore {
  getState: () => { underWay: HostDraw | null; beacon: BeaconPhase };
  setState: (patch: { underWay?: HostDraw; beacon?: BeaconPhase }) => void;
  subscribe: (listener: (state: { underWay: HostDraw | null }) => void) => () => void;
}

/** The draw still waiting for its round's signature, or null. */
function awaitingRound(draw: HostDraw | null): SealedDrawV3 | null {
  return draw && isBeaconDraw(draw) && !isSigned(draw.beacon) ? draw : null;
}

/** Where a draw stands when it is not waiting for its round. */
function settledPhase(draw: HostDraw | null): BeaconPhase {
  return draw && isBeaconDraw(draw) ? 'verified' : 'none';
}

/**
 * Follows the store's draw: a version 3 draw without its signature is waited
 * for, then fetched; a draw that changes (signed in another tab, cancelled,
 * finished) stops the wait. Returns `retry`, which fetches again after every
 * relay failed.
 */
export function watchBeacon(store: WatchedStore, clock: DrawClock, fetchRound: RoundFetcher): { retry: () => void } {
  let watching: { commitment: string; stop: () => void } | null = null;

  const stopWatching = () => {
    watching?.stop();
    watching = null;
  };

  const setPhase = (beacon: BeaconPhase) => {
    if (store.getState().beacon !== beacon) store.setState({ beacon });
  };

  const isCurrent = (commitment: string, controller?: AbortController) =>
    watching?.commitment === commitment && !controller?.signal.aborted && awaitingRound(store.getState().underWay)?.commitment === commitment;

  const fetchNow = (draw: SealedDrawV3) => {
    const controller = new AbortController();
    if (watching) watching.stop = () => controller.abort();
    setPhase('fetching');
    void fetchRound(draw.beacon.round, { signal: controller.signal, now: clock.now }).then(async (result) => {
      if (!isCurrent(draw.commitment, controller)) return;
      if (result.ok) {
        // fetchBeaconRound has verified this signature for this round; the draw takes exactly that one.
        const signed = await withBeaconSignature(draw, result.signature, async (round, signature) => round === result.round && signature === result.signature);
        const latest = store.getState().underWay;
        if (!isCurrent(draw.commitment, controller) || !latest || latest.commitment !== draw.commitment) return;
        store.setState({ underWay: signed, beacon: 'verified' });
      } else if (result.reason === 'notYetPublished') {
        wait(draw);
      } else if (result.reason !== 'aborted') {
        setPhase('unreachable');
      }
    }).catch((error: unknown) => {
      // Not a relay's failure (those are results): still no randomness, so the draw waits for "Try again".
      console.error('Could not fetch the beacon round of the checkable draw.', error);
      if (isCurrent(draw.commitment, controller)) setPhase('unreachable');
    });
  };

  function wait(draw: SealedDrawV3) {
    const aheadMs = roundTimeMs(draw.beacon.round) - clock.now();
    if (aheadMs <= 0) {
      fetchNow(draw);
      return;
    }
    setPhase('waiting');
    const cancel = clock.schedule(() => {
      if (isCurrent(draw.commitment)) wait(draw);
    }, Math.min(aheadMs, LONGEST_TIMER_MS));
    if (watching) watching.stop = cancel;
  }

  const follow = ({ underWay }: { underWay: HostDraw | null }) => {
    const draw = awaitingRound(underWay);
    if (draw && watching?.commitment === draw.commitment) return;
    stopWatching();
    if (!draw) {
      setPhase(settledPhase(underWay));
      return;
    }
    watching = { commitment: draw.commitment, stop: () => {} };
    wait(draw);
  };

  store.subscribe(follow);
  follow(store.getState());

  return {
    retry: () => {
      const draw = awaitingRound(store.getState().underWay);
      if (draw && watching?.commitment === draw.commitment && store.getState().beacon === 'unreachable') fetchNow(draw);
    },
  };
}
