/**
 * Randomness for every draw on the site. Production uses the browser's
 * cryptographic generator; tests pass a seeded source instead.
 */

/** Fills the array with uniformly random 32-bit unsigned integers. */
export type RandomSource = (buffer: Uint32Array) => Uint32Array;

export const cryptoSource: RandomSource = (buffer) => globalThis.crypto.getRandomValues(buffer);

const TWO_POW_32 = 0x1_0000_0000;

function nextUint32(source: RandomSource): number {
  const buffer = source(new Uint32Array(1));
  return buffer[0] ?? 0;
}

/**
 * A uniform integer in [0, n). Rejection sampling removes the modulo bias a
 * plain `x % n` would have whenever n does not divide 2^32.
 */
export function randomInt(n: number, source: RandomSource = cryptoSource): number {
  return uniformBelow(n, () => nextUint32(source));
}

/** Rejection sampling of one integer in [0, n) from a stream of 32-bit values. */
function uniformBelow(n: number, next: () => number): number {
  if (!Number.isInteger(n) || n <= 0 || n > TWO_POW_32) {
    throw new RangeError(`randomInt needs a whole number from 1 to 2^32, got ${n}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  let value = next();
  while (value >= limit) value = next();
  return value % n;
}

/** The most 32-bit values one request fills: `crypto.getRandomValues` fills at most 65,536 bytes a call. */
export const RANDOM_BLOCK = 16_384;

/**
 * Many uniform integers, one after another: `next(n)` is in [0, n) with the
 * same rejection sampling as randomInt, and gives the same values in the same
 * order as calling randomInt with the same source each time. The source is
 * asked a block of values at a time (a shuffle of 100,000 entries makes 7
 * requests, not 100,000); values left in the last block are never used.
 */
export function randomInts(source: RandomSource = cryptoSource): (n: number) => number {
  let block: Uint32Array = new Uint32Array(0);
  let at = 0;
  const next = () => {
    if (at >= block.length) {
      block = source(new Uint32Array(RANDOM_BLOCK));
      at = 0;
    }
    const value = block[at] ?? 0;
    at += 1;
    return value;
  };
  return (n) => uniformBelow(n, next);
}

/** A uniform float in [0, 1) with 53 random bits, like Math.random but from the given source. */
export function randomFloat(source: RandomSource = cryptoSource): number {
  const buffer = source(new Uint32Array(2));
  const high = (buffer[0] ?? 0) >>> 5; // 27 bits
  const low = (buffer[1] ?? 0) >>> 6; // 26 bits
  return (high * 67_108_864 + low) / 9_007_199_254_740_992;
}

/** A fair coin: true or false with probability exactly 1/2 each. */
export function randomBit(source: RandomSource = cryptoSource): boolean {
  return (nextUint32(source) & 1) === 1;
}

/**
 * A deterministic source for tests and simulations (xoshiro128**), seeded with
 * one 32-bit number. Its output is uniform enough for chi-square checks.
 */
export function seededSource(seed: number): RandomSource {
  // splitmix32 spreads the seed over the four state words.
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  const next = () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  return (buffer) => {
    for (let i = 0; i < buffer.length; i += 1) buffer[i] = next();
    return buffer;
  };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
