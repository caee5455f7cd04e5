/**
 * @jest-environment node
 */
// Node's environment: jsdom has no crypto.subtle.
import { DRAND_RELAYS, roundTimeMs } from '@/lib/draw/beacon';
import { fetchBeaconRound } from '@/lib/draw/beacon-relay';
import type { DrawClock, RoundFetcher } from '@/lib/draw/beacon-wait';
import { hostRecordJson, isBeaconDraw } from '@/lib/draw/host-draw';
import type { SealedDrawV3 } from '@/lib/draw/record-v3';
import { verifyRecord } from '@/lib/draw/verify';
import { drawStateKey } from '@/lib/draw/wheel-slices';
import { createStorageArea, createWriteRefusalReporter } from '@/lib/persist/storage-area';
import { createDrawStore, DRAW_KEY, type DrawStore } from '@/lib/draw/draw-store';
import { fakeStorage } from '../persist/fake-storage';
import { fastVerifier, recordedRound } from './beacon-rounds';

const ROUND = recordedRound(32285085);
const PUBLISHED_MS = roundTimeMs(ROUND.round);
/** Sealed exactly 2 minutes before the recorded round is out: an empty draw time lands on that round. */
const SEALED_AT = new Date(PUBLISHED_MS - 120_000);
const ENTRIES = ['Ada', 'Grace', 'Linus', 'Margaret', 'Barbara'].map((text, i) => ({ id: String(i), text, color: '#11223' + i, visible: true }));

/** A clock the test moves by hand: timers fire only when `advance` passes them. */
function manualClock(startMs: number) {
  let nowMs = startMs;
  let timers: { atMs: number; callback: () => void }[] = [];
  const clock: DrawClock = {
    now: () => nowMs,
    schedule: (callback, ms) => {
      const timer = { atMs: nowMs + ms, callback };
      timers.push(timer);
      return () => void (timers = timers.filter((t) => t !== timer));
    },
  };
  const advance = (ms: number) => {
    nowMs += ms;
    const due = timers.filter((t) => t.atMs <= nowMs);
    timers = timers.filter((t) => t.atMs > nowMs);
    due.forEach((t) => t.callback());
  };
  return { clock, advance, pending: () => timers.length };
}

type Relay = 'recorded' | 'forged' | 'down';

/** The relays as fetch sees them: each answers the recorded round, a forged signature, or nothing. */
function relays(behaviour: (relay: string) => Relay) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const relay = DRAND_RELAYS.find((origin) => url.startsWith(origin)) ?? '';
    const round = Number(url.split('/').pop());
    const recorded = recordedRound(round);
    switch (behaviour(relay)) {
      case 'down':
        throw new TypeError('Failed to fetch');
      case 'forged':
        return new Response(JSON.stringify({ round, randomness: recorded.randomness, signature: recordedRound(123).signature }));
      case 'recorded':
        return new Response(JSON.stringify({ round, randomness: recorded.randomness, signature: recorded.signature }));
    }
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

async function fetcherFor(fetch: typeof globalThis.fetch): Promise<RoundFetcher> {
  const verify = await fastVerifier();
  return (round, { signal, now }) => fetchBeaconRound(round, { signal, now, fetch, verify });
}

async function setup({ behaviour = () => 'recorded', storage = fakeStorage(), startMs = SEALED_AT.getTime() }: { behaviour?: (relay: string) => Relay; storage?: Storage; startMs?: number } = {}) {
  const time = manualClock(startMs);
  const network = relays(behaviour);
  const store = createDrawStore(createStorageArea(() => storage, createWriteRefusalReporter()), { clock: time.clock, fetchRound: await fetcherFor(network.fetch) });
  return { store, storage, time, network };
}

/** Resolves once the store's state passes `test`. */
function reached(store: DrawStore, test: (state: ReturnType<DrawStore['getState']>) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (test(store.getState())) return resolve();
    const stop = store.subscribe((state) => {
      if (test(state)) {
        stop();
        resolve();
      }
    });
  });
}

const upcomingReady = (store: DrawStore) =>
  reached(store, ({ underWay, upcoming }) => underWay !== null && upcoming?.forKey === drawStateKey(underWay)).then(() => {
    const { underWay, upcoming } = store.getState();
    return upcoming?.forKey ?? drawStateKey(underWay!);
  });

async function sealBeacon(store: DrawStore, drawTime = '', winnersCount = 2): Promise<SealedDrawV3> {
  expect(await store.getState().seal({ title: 'Giveaway', entries: ENTRIES, winnersCount, beacon: { drawTime } })).toEqual({ ok: true });
  const draw = store.getState().underWay;
  if (!draw || !isBeaconDraw(draw)) throw new Error('no version 3 draw under way');
  return draw;
}

describe('draw store, version 3 (the public beacon)', () => {
  it('seals with the round of the draw time, waits for it, then lands each spin on the winners its signature decides', async () => {
    const { store, storage, time, network } = await setup();
    const draw = await sealBeacon(store);
    expect(draw.beacon.round).toBe(ROUND.round);
    expect(draw.committedAt).toBe(SEALED_AT.toISOString());
    expect(store.getState().beacon).toBe('waiting');
    expect(JSON.parse(storage.getItem(DRAW_KEY) ?? 'null').underWay.beacon).toEqual({ chain: draw.beacon.chain, round: ROUND.round });

    // Before the draw time: no relay is asked and no winner can be drawn.
    time.advance(119_000);
    expect(network.asked).toEqual([]);
    expect(store.getState().acceptWinner(drawStateKey(draw))).toBe(false);

    time.advance(1000);
    expect(store.getState().beacon).toBe('fetching');
    await reached(store, (s) => s.beacon === 'verified');
    expect(network.asked).toHaveLength(1);
    const signed = store.getState().underWay as SealedDrawV3;
    expect(signed.beacon).toEqual({ chain: draw.beacon.chain, round: ROUND.round, signature: ROUND.signature });

    expect(store.getState().finish(new Date(PUBLISHED_MS + 5000))).toBeNull();
    for (let k = 0; k < 2; k += 1) expect(store.getState().acceptWinner(await upcomingReady(store))).toBe(true);
    const record = store.getState().finish(new Date(PUBLISHED_MS + 60_000));
    if (!record) throw new Error('not finished');
    expect(record.winners).toHaveLength(2);
    expect(store.getState().past).toEqual([record]);
    const report = await verifyRecord(hostRecordJson(record));
    expect(report.verified).toBe(true);
  });

  it('refuses a draw time under 30 seconds after sealing, past 30 days ahead, or unreadable, naming the problem', async () => {
    const { store } = await setup();
    const local = (ms: number) => {
      const d = new Date(ms);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    };
    const seal = (drawTime: string) => store.getState().seal({ title: '', entries: ENTRIES, winnersCount: 1, beacon: { drawTime } });
    const soon = await seal(local(SEALED_AT.getTime() + 29_000));
    expect(!soon.ok && soon.problem.kind === 'drawTime' && soon.problem.problem.kind).toBe('tooSoon');
    const late = await seal(local(SEALED_AT.getTime() + 31 * 24 * 3600_000));
    expect(!late.ok && late.problem.kind === 'drawTime' && late.problem.problem.kind).toBe('tooLate');
    const unreadable = await seal('2026-09-17');
    expect(!unreadable.ok && unreadable.problem.kind === 'drawTime' && unreadable.problem.problem.kind).toBe('unreadable');
    expect(store.getState().underWay).toBeNull();

    const friday = await sealBeacon(store, local(SEALED_AT.getTime() + 3 * 24 * 3600_000));
    expect(roundTimeMs(friday.beacon.round)).toBeGreaterThanOrEqual(SEALED_AT.getTime() + 3 * 24 * 3600_000);
    expect(roundTimeMs(friday.beacon.round)).toBeLessThan(SEALED_AT.getTime() + 3 * 24 * 3600_000 + 3000);
  });

  it('passes over a relay answering a forged signature and takes the next relay’s', async () => {
    const { store, time, network } = await setup({ behaviour: (relay) => (relay === DRAND_RELAYS[0] ? 'forged' : 'recorded') });
    await sealBeacon(store);
    time.advance(120_000);
    await reached(store, (s) => s.beacon === 'verified');
    expect(network.asked.map((url) => DRAND_RELAYS.find((r) => url.startsWith(r)))).toEqual([DRAND_RELAYS[0], DRAND_RELAYS[1]]);
    expect((store.getState().underWay as SealedDrawV3).beacon).toMatchObject({ signature: ROUND.signature });
  });

  it('with every relay down says so, draws nothing, keeps the draw (and Cancel), and succeeds on "Try again"', async () => {
    let down = true;
    const { store, time, network } = await setup({ behaviour: () => (down ? 'down' : 'recorded') });
    const draw = await sealBeacon(store);
    time.advance(120_000);
    await reached(store, (s) => s.beacon === 'unreachable');
    expect(network.asked).toHaveLength(DRAND_RELAYS.length);
    expect(store.getState().underWay).toEqual(draw);
    expect(store.getState().upcoming).toBeNull();

    down = false;
    store.getState().retryBeacon();
    await reached(store, (s) => s.beacon === 'verified');
    expect(store.getState().acceptWinner(await upcomingReady(store))).toBe(true);

    const cancelled = store.getState().cancel(new Date(PUBLISHED_MS + 10_000));
    expect(cancelled && 'cancelledAt' in cancelled).toBe(true);
    expect(store.getState().beacon).toBe('none');
  });

  it('can be cancelled while every relay is down, keeping a cancelled record without a signature', async () => {
    const { store, time } = await setup({ behaviour: () => 'down' });
    await sealBeacon(store);
    time.advance(120_000);
    await reached(store, (s) => s.beacon === 'unreachable');
    const cancelled = store.getState().cancel(new Date(PUBLISHED_MS + 10_000));
    expect(cancelled).toMatchObject({ winners: [], beacon: { round: ROUND.round } });
    expect(cancelled && 'signature' in (cancelled as SealedDrawV3).beacon).toBe(false);
    expect((await verifyRecord(hostRecordJson(cancelled!))).kind).toBe('cancelled');
  });

  it('reloaded during the wait, waits on; reloaded after the draw time, fetches the round at once', async () => {
    const first = await setup();
    const draw = await sealBeacon(first.store);
    first.time.advance(60_000);

    const midWait = await setup({ storage: first.storage, startMs: SEALED_AT.getTime() + 60_000 });
    midWait.store.persistence.hydrate();
    expect(midWait.store.getState().underWay).toEqual(draw);
    expect(midWait.store.getState().beacon).toBe('waiting');
    midWait.time.advance(59_000);
    expect(midWait.network.asked).toEqual([]);

    const afterTime = await setup({ storage: first.storage, startMs: PUBLISHED_MS + 3600_000 });
    afterTime.store.persistence.hydrate();
    await reached(afterTime.store, (s) => s.beacon === 'verified');
    expect(afterTime.network.asked).toHaveLength(1);
  });

  it('follows another tab: the draw sealed there locks this one, and the round verified there stops this tab’s wait', async () => {
    const storage = fakeStorage();
    const tabA = await setup({ storage });
    const tabB = await setup({ storage });
    const area = { storageArea: storage };
    await sealBeacon(tabA.store);
    tabB.store.persistence.followStorageEvent({ ...area, key: DRAW_KEY, newValue: storage.getItem(DRAW_KEY) });
    expect(tabB.store.getState().underWay?.commitment).toBe(tabA.store.getState().underWay?.commitment);
    expect(tabB.store.getState().beacon).toBe('waiting');

    tabA.time.advance(120_000);
    await reached(tabA.store, (s) => s.beacon === 'verified');
    tabB.store.persistence.followStorageEvent({ ...area, key: DRAW_KEY, newValue: storage.getItem(DRAW_KEY) });
    expect(tabB.store.getState().beacon).toBe('verified');
    expect(tabB.time.pending()).toBe(0);
    tabB.time.advance(120_000);
    expect(tabB.network.asked).toEqual([]);
  });
});
