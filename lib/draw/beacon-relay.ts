import { DRAND_RELAYS, isRoundNumber, isSignatureHex, QUICKNET, roundTimeMs } from '@/lib/draw/beacon';
import type { BeaconVerifier } from '@/lib/draw/beacon-signature';
import { readBounded } from '@/lib/bytes';

/**
 * Fetches a quicknet round's signature from drand's public relays. A relay is
 * only a courier: its answer is used when the signature verifies for the
 * asked round against the pinned public key, and its own `randomness` field
 * is never read (the draw recomputes it from the signature). A relay that
 * does not answer in time, answers too much, or answers a forged or other
 * round is passed over for the next.
 */

/** Why one relay's answer was not used. */
type RelayFailure =
  /** `unchecked`: the signature check itself could not run (its code failed to load), so the answer was not used. */
  | { relay: string; why: 'timeout' | 'network' | 'tooLarge' | 'notJson' | 'otherRound' | 'notSignature' | 'forged' | 'unchecked' }
  | { relay: string; why: 'status'; status: number };

export type BeaconFetch =
  | { ok: true; round: number; signature: string; relay: string }
  /** The round is published at `publishedAtMs`, later than now: nothing was asked. */
  | { ok: false; reason: 'notYetPublished'; publishedAtMs: number }
  | { ok: false; reason: 'allRelaysFailed'; failures: RelayFailure[] }
  | { ok: false; reason: 'aborted' }
  /** The round asked for is not a round number (a whole number from 1): nothing was asked. */
  | { ok: false; reason: 'notARound' };

/** Calls `callback` after `ms`; returns what cancels it. */
type Schedule = (callback: () => void, ms: number) => () => void;

export interface BeaconFetchOptions {
  relays?: readonly string[];
  fetch?: typeof globalThis.fetch;
  /** How long each relay has to answer, body included. */
  timeoutMs?: number;
  /** Stops the whole fetch: the relay being asked is aborted and no other is tried. */
  signal?: AbortSignal;
  /** The clock, in milliseconds since 1970: a round not yet published is not asked for. */
  now?: () => number;
  schedule?: Schedule;
  /** The signature check; by default the BLS module, loaded at the first call. */
  verify?: BeaconVerifier;
}

const DEFAULT_TIMEOUT_MS = 5000;
/** A round's answer is about 300 bytes; anything past this is not one, and is not read further. */
export const MAX_RELAY_ANSWER_BYTES = 4096;

const defaultSchedule: Schedule = (callback, ms) => {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
};

const loadedVerifier: BeaconVerifier = async (round, signature) => (await import('@/lib/draw/beacon-signature')).verifyBeaconRound(round, signature);

class RelayError extends Error {
  constructor(readonly failure: RelayFailure) {
    super(failure.why);
  }
}

/** The body's text, refused (and the stream cancelled) as soon as it passes `maxBytes`. */
async function boundedText(response: Response, maxBytes: number, relay: string): Promise<string> {
  if (!response.body) return '';
  const bytes = await readBounded(response.body, maxBytes);
  if (bytes === null) throw new RelayError({ relay, why: 'tooLarge' });
  return new TextDecoder().decode(bytes);
}

/** The signature a relay's answer holds for `round`, in lower case, or the reason it holds none. */
function signatureIn(text: string, round: number, relay: string): string {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new RelayError({ relay, why: 'notJson' });
  }
  if (typeof answer !== 'object' || answer === null) throw new RelayError({ relay, why: 'notJson' });
  const { round: answered, signature } = answer as { round?: unknown; signature?: unknown };
  if (answered !== round) throw new RelayError({ relay, why: 'otherRound' });
  if (typeof signature !== 'string' || !isSignatureHex(signature.toLowerCase())) throw new RelayError({ relay, why: 'notSignature' });
  return signature.toLowerCase();
}

async function askRelay(relay: string, round: number, fetchFn: typeof globalThis.fetch, signal: AbortSignal, verify: BeaconVerifier): Promise<string> {
  let response: Response;
  try {
    response = await fetchFn(`${relay}/${QUICKNET.chainHash}/public/${round}`, { signal, headers: { accept: 'application/json' } });
  } catch {
    throw new RelayError({ relay, why: 'network' });
  }
  if (!response.ok) {
    void response.body?.cancel().catch(() => undefined);
    throw new RelayError({ relay, why: 'status', status: response.status });
  }
  let text: string;
  try {
    text = await boundedText(response, MAX_RELAY_ANSWER_BYTES, relay);
  } catch (error) {
    if (error instanceof RelayError) throw error;
    throw new RelayError({ relay, why: 'network' });
  }
  const signature = signatureIn(text, round, relay);
  let verified: boolean;
  try {
    verified = await verify(round, signature);
  } catch {
    throw new RelayError({ relay, why: 'unchecked' });
  }
  if (!verified) throw new RelayError({ relay, why: 'forged' });
  return signature;
}

/** One relay's attempt, given up after `timeoutMs` even if the fetch ignores its abort signal. */
async function attempt(relay: string, round: number, options: Required<Omit<BeaconFetchOptions, 'relays' | 'now' | 'signal'>>, outer?: AbortSignal): Promise<string> {
  const controller = new AbortController();
  const abortWithOuter = () => controller.abort();
  outer?.addEventListener('abort', abortWithOuter);
  let cancelTimer = () => {};
  const timedOut = new Promise<never>((_, reject) => {
    cancelTimer = options.schedule(() => {
      controller.abort();
      reject(new RelayError({ relay, why: 'timeout' }));
    }, options.timeoutMs);
  });
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new RelayError({ relay, why: outer?.aborted ? 'network' : 'timeout' })));
  });
  try {
    return await Promise.race([askRelay(relay, round, options.fetch, controller.signal, options.verify), timedOut, aborted]);
  } finally {
    cancelTimer();
    outer?.removeEventListener('abort', abortWithOuter);
  }
}

/**
 * The verified signature of quicknet round `round`, from the first relay
 * whose answer verifies, trying them one after another. Never throws: a round
 * not yet published, every relay failing, or the caller's abort is a result.
 */
export async function fetchBeaconRound(round: number, options: BeaconFetchOptions = {}): Promise<BeaconFetch> {
  if (!isRoundNumber(round)) return { ok: false, reason: 'notARound' };
  const now = options.now ?? Date.now;
  const publishedAtMs = roundTimeMs(round);
  if (now() < publishedAtMs) return { ok: false, reason: 'notYetPublished', publishedAtMs };
  const settled = {
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    schedule: options.schedule ?? defaultSchedule,
    verify: options.verify ?? loadedVerifier,
  };
  const failures: RelayFailure[] = [];
  for (const relay of options.relays ?? DRAND_RELAYS) {
    if (options.signal?.aborted) return { ok: false, reason: 'aborted' };
    try {
      const signature = await attempt(relay, round, settled, options.signal);
      return { ok: true, round, signature, relay };
    } catch (error) {
      if (options.signal?.aborted) return { ok: false, reason: 'aborted' };
      failures.push(error instanceof RelayError ? error.failure : { relay, why: 'network' });
    }
  }
  return { ok: false, reason: 'allRelaysFailed', failures };
}
