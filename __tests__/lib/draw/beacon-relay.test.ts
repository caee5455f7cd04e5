/**
 * @jest-environment node
 */
// Node's environment: Response and ReadableStream as a browser has them.
import { QUICKNET, roundTimeMs } from '@/lib/draw/beacon';
import { fetchBeaconRound, MAX_RELAY_ANSWER_BYTES, type BeaconFetchOptions } from '@/lib/draw/beacon-relay';
import { fastVerifier, recordedRound, recordedRounds } from './beacon-rounds';

const RELAYS = ['https://one.test', 'https://two.test', 'https://three.test'];
const round123 = recordedRound(123);
const LATER = Date.parse('2026-11-27T12:00:00.000Z');

type Answer = (url: string, signal: AbortSignal) => Promise<Response>;

function json(value: unknown, status = 200): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } }));
}

/** A fetch that answers per relay and records the addresses asked. */
function relayFetch(answers: Record<string, Answer>) {
  const asked: string[] = [];
  const fetch = ((input: string, init?: RequestInit) => {
    asked.push(input);
    const relay = RELAYS.find((r) => input.startsWith(r));
    const answer = relay ? answers[relay] : undefined;
    return answer ? answer(input, init?.signal as AbortSignal) : Promise.reject(new TypeError('Failed to fetch'));
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

/** A clock whose timers fire only when the test says so. */
function manualTimers() {
  const timers = new Set<{ callback: () => void; ms: number }>();
  return {
    schedule: (callback: () => void, ms: number) => {
      const timer = { callback, ms };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    fireAll: () => {
      for (const timer of [...timers]) {
        timers.delete(timer);
        timer.callback();
      }
    },
    pending: () => [...timers].map((t) => t.ms),
  };
}

/** An answer that never comes unless its request is aborted. */
const never: Answer = (_url, signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

async function options(extra: Partial<BeaconFetchOptions>): Promise<BeaconFetchOptions> {
  return { relays: RELAYS, now: () => LATER, verify: await fastVerifier(), schedule: manualTimers().schedule, ...extra };
}

const genuine: Answer = () => json(round123);

describe('fetchBeaconRound', () => {
  it("asks the first relay for the round on quicknet's chain and returns its verified signature", async () => {
    const { fetch, asked } = relayFetch({ [RELAYS[0]!]: genuine });
    expect(await fetchBeaconRound(123, await options({ fetch }))).toEqual({ ok: true, round: 123, signature: round123.signature, relay: RELAYS[0] });
    expect(asked).toEqual([`${RELAYS[0]}/${QUICKNET.chainHash}/public/123`]);
  });

  it('verifies with the real BLS check when given no verifier', async () => {
    const { fetch } = relayFetch({ [RELAYS[0]!]: genuine });
    const result = await fetchBeaconRound(123, { relays: RELAYS, now: () => LATER, fetch });
    expect(result).toMatchObject({ ok: true, signature: round123.signature });
  });

  it("refuses a forged signature (another round's, a changed byte) and uses the next relay", async () => {
    const other = recordedRound(2000);
    const changed = `${round123.signature.slice(0, 94)}${round123.signature.endsWith('2') ? '3' : '2'}`;
    const { fetch, asked } = relayFetch({
      [RELAYS[0]!]: () => json({ ...round123, signature: other.signature }),
      [RELAYS[1]!]: () => json({ ...round123, signature: changed }),
      [RELAYS[2]!]: genuine,
    });
    expect(await fetchBeaconRound(123, await options({ fetch }))).toMatchObject({ ok: true, relay: RELAYS[2], signature: round123.signature });
    expect(asked).toHaveLength(3);
  });

  it("ignores the relay's own randomness: a wrong one changes nothing", async () => {
    const { fetch } = relayFetch({ [RELAYS[0]!]: () => json({ ...round123, randomness: 'ff'.repeat(32) }) });
    expect(await fetchBeaconRound(123, await options({ fetch }))).toEqual({ ok: true, round: 123, signature: round123.signature, relay: RELAYS[0] });
  });

  it('refuses an answer for another round, even with a genuine signature of that round', async () => {
    const other = recordedRound(2000);
    const { fetch } = relayFetch({ [RELAYS[0]!]: () => json(other), [RELAYS[1]!]: genuine });
    expect(await fetchBeaconRound(123, await options({ fetch }))).toMatchObject({ ok: true, relay: RELAYS[1] });
  });

  it('says every relay failed, and why each, when all are down or answer nonsense', async () => {
    const { fetch } = relayFetch({
      [RELAYS[1]!]: () => json({ error: 'not found' }, 404),
      [RELAYS[2]!]: () => Promise.resolve(new Response('<html>')),
    });
    expect(await fetchBeaconRound(123, await options({ fetch }))).toEqual({
      ok: false,
      reason: 'allRelaysFailed',
      failures: [
        { relay: RELAYS[0], why: 'network' },
        { relay: RELAYS[1], why: 'status', status: 404 },
        { relay: RELAYS[2], why: 'notJson' },
      ],
    });
  });

  it('says a round not yet published is not out, without asking any relay', async () => {
    const { fetch, asked } = relayFetch({ [RELAYS[0]!]: genuine });
    const now = () => roundTimeMs(123) - 1;
    expect(await fetchBeaconRound(123, await options({ fetch, now }))).toEqual({ ok: false, reason: 'notYetPublished', publishedAtMs: roundTimeMs(123) });
    expect(asked).toEqual([]);
  });

  it('uses no answer when the signature check itself cannot run, and says so', async () => {
    const { fetch } = relayFetch({ [RELAYS[0]!]: genuine });
    const verify = () => Promise.reject(new Error('Loading chunk failed'));
    expect(await fetchBeaconRound(123, await options({ fetch, relays: RELAYS.slice(0, 1), verify }))).toEqual({
      ok: false,
      reason: 'allRelaysFailed',
      failures: [{ relay: RELAYS[0], why: 'unchecked' }],
    });
  });

  it('asks nothing for what is not a round number', async () => {
    const { fetch, asked } = relayFetch({ [RELAYS[0]!]: genuine });
    for (const round of [0, -1, 1.5, Number.NaN, 2 ** 41]) expect(await fetchBeaconRound(round, await options({ fetch }))).toEqual({ ok: false, reason: 'notARound' });
    expect(asked).toEqual([]);
  });

  it('gives each relay its timeout, aborts it, and moves on to the next', async () => {
    const timers = manualTimers();
    let abortedSignal: AbortSignal | undefined;
    const { fetch } = relayFetch({
      [RELAYS[0]!]: (url, signal) => {
        abortedSignal = signal;
        return never(url, signal);
      },
      [RELAYS[1]!]: genuine,
    });
    const result = fetchBeaconRound(123, await options({ fetch, timeoutMs: 1234, schedule: timers.schedule }));
    await Promise.resolve();
    expect(timers.pending()).toEqual([1234]);
    timers.fireAll();
    expect(await result).toMatchObject({ ok: true, relay: RELAYS[1] });
    expect(abortedSignal?.aborted).toBe(true);
    expect(timers.pending()).toEqual([]);
  });

  it('times out a relay even when its fetch ignores the abort', async () => {
    const timers = manualTimers();
    const { fetch } = relayFetch({ [RELAYS[0]!]: () => new Promise<Response>(() => {}), [RELAYS[1]!]: () => new Promise<Response>(() => {}) });
    const result = fetchBeaconRound(123, await options({ fetch, relays: RELAYS.slice(0, 2), schedule: timers.schedule }));
    // Each relay's timer is set once the one before has given up: fire them as they come (a turn of the event loop, no waiting).
    for (let i = 0; i < 2; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      expect(timers.pending()).toHaveLength(1);
      timers.fireAll();
    }
    expect(await result).toEqual({
      ok: false,
      reason: 'allRelaysFailed',
      failures: [
        { relay: RELAYS[0], why: 'timeout' },
        { relay: RELAYS[1], why: 'timeout' },
      ],
    });
  });

  it("stops at the caller's abort and tries no other relay", async () => {
    const controller = new AbortController();
    const { fetch, asked } = relayFetch({ [RELAYS[0]!]: never, [RELAYS[1]!]: genuine });
    const result = fetchBeaconRound(123, await options({ fetch, signal: controller.signal, schedule: () => () => {} }));
    await Promise.resolve();
    controller.abort();
    expect(await result).toEqual({ ok: false, reason: 'aborted' });
    expect(asked).toHaveLength(1);
  });

  it('refuses an oversized answer without reading it all, and uses the next relay', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024).fill(0x20));
      },
    });
    const { fetch } = relayFetch({ [RELAYS[0]!]: () => Promise.resolve(new Response(endless)), [RELAYS[1]!]: genuine });
    expect(await fetchBeaconRound(123, await options({ fetch }))).toMatchObject({ ok: true, relay: RELAYS[1] });
    expect(pulled).toBeLessThan(4);
    expect(MAX_RELAY_ANSWER_BYTES).toBeLessThan(1024 * 1024);
  });

  it('takes an upper-case signature as the same signature', async () => {
    const { fetch } = relayFetch({ [RELAYS[0]!]: () => json({ ...round123, signature: round123.signature.toUpperCase() }) });
    expect(await fetchBeaconRound(123, await options({ fetch }))).toMatchObject({ ok: true, signature: round123.signature });
  });

  it('fetches every recorded round through a relay that answers as drand does', async () => {
    const fetch = ((input: string) => json(recordedRounds.find((r) => input.endsWith(`/public/${r.round}`)) ?? {}, 200)) as typeof globalThis.fetch;
    for (const { round, signature } of recordedRounds) {
      expect(await fetchBeaconRound(round, await options({ fetch }))).toMatchObject({ ok: true, signature });
    }
  });
});
