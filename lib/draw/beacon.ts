import { fromHex, toHex } from '@/lib/draw/bytes';

/**
 * The public randomness beacon of draw version 3: drand's quicknet chain (League
 * of Entropy). A round's signature cannot be known before the round is
 * published, and anyone can check it against the chain's public key; the
 * draw's randomness is SHA-256 of that signature. This module holds the chain's
 * facts and its clock and has no BLS code: the signature check
 * (lib/draw/beacon-signature.ts) is loaded only when a round is checked.
 */
export const QUICKNET = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  /** BLS12-381 G2, 96 bytes, compressed. */
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  scheme: 'bls-unchained-g1-rfc9380',
  /** The domain separation tag of RFC 9380's hash to G1 for this scheme. */
  dst: 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_',
  /** 2023-08-23T15:09:27Z, in seconds since 1970. */
  genesisSeconds: 1_692_803_367,
  periodSeconds: 3,
} as const;

// The list is plain JavaScript, shared with the build step that allows these origins in the pages' Content-Security-Policy.
export { DRAND_RELAYS } from './beacon-relays.mjs';

const GENESIS_MS = QUICKNET.genesisSeconds * 1000;
const PERIOD_MS = QUICKNET.periodSeconds * 1000;

/** A quicknet signature: a compressed G1 point, 48 bytes as 96 lower-case hex digits. */
const SIGNATURE_HEX = /^[0-9a-f]{96}$/;

export function isSignatureHex(value: string): boolean {
  return SIGNATURE_HEX.test(value);
}

/**
 * The last round a record may name: 2^40 rounds of 3 s reach about 100,000
 * years ahead, so every round's time is a date JavaScript can write (a larger
 * round would make the checks' dates throw).
 */
const MAX_ROUND = 2 ** 40;

/** True for a round number the chain can have: a whole number from 1 to 2^40. */
export function isRoundNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ROUND;
}

/** When round `round` is published, in milliseconds since 1970: genesis + (round - 1) × 3 s. */
export function roundTimeMs(round: number): number {
  return GENESIS_MS + (round - 1) * PERIOD_MS;
}

/**
 * The first round published at or after `timeMs`: ceil((t - genesis) / 3 s) + 1,
 * and round 1 for any time before the genesis. Exact for millisecond times.
 */
export function roundAt(timeMs: number): number {
  if (timeMs <= GENESIS_MS) return 1;
  return Math.ceil((timeMs - GENESIS_MS) / PERIOD_MS) + 1;
}

/** What the chain signs for a round: SHA-256 of the round as an 8-byte big-endian number. */
export async function roundMessage(round: number): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round), false);
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
}

/** The round's randomness, always recomputed from its signature: hex(SHA-256(signature bytes)). */
export async function randomnessOf(signatureHex: string): Promise<string> {
  return toHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', fromHex(signatureHex))));
}
