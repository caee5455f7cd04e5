/**
 * @jest-environment node
 */
// Node's environment: jsdom has no crypto.subtle.
import { isRoundNumber, QUICKNET, randomnessOf, roundAt, roundTimeMs } from '@/lib/draw/beacon';
import { verifyBeaconRound } from '@/lib/draw/beacon-signature';
import { fromHex, toHex } from '@/lib/draw/bytes';
import { recordedRound, recordedRounds } from './beacon-rounds';

/** Flips one bit of the byte at `index` of a hex string. */
function flipByte(hex: string, index: number): string {
  const byte = Number.parseInt(hex.slice(2 * index, 2 * index + 2), 16) ^ 0x01;
  return `${hex.slice(0, 2 * index)}${byte.toString(16).padStart(2, '0')}${hex.slice(2 * index + 2)}`;
}

describe('the quicknet clock', () => {
  it('publishes round r at genesis + (r - 1) × 3 s: round 1 at the genesis, round 123 at 15:15:33', () => {
    expect(new Date(roundTimeMs(1)).toISOString()).toBe('2023-08-23T15:09:27.000Z');
    expect(new Date(roundTimeMs(123)).toISOString()).toBe('2023-08-23T15:15:33.000Z');
  });

  it('agrees with the publication time of every recorded round', () => {
    for (const { round, time } of recordedRounds) expect(roundTimeMs(round)).toBe(Date.parse(time));
  });

  it('gives the first round at or after a time: the round itself at its own time, the next one a millisecond later', () => {
    const at123 = Date.parse('2023-08-23T15:15:33.000Z');
    expect(roundAt(at123)).toBe(123);
    expect(roundAt(at123 - 1)).toBe(123);
    expect(roundAt(at123 - 2999)).toBe(123);
    expect(roundAt(at123 - 3000)).toBe(122);
    expect(roundAt(at123 + 1)).toBe(124);
  });

  it('gives round 1 for any time up to the genesis', () => {
    expect(roundAt(0)).toBe(1);
    expect(roundAt(QUICKNET.genesisSeconds * 1000)).toBe(1);
    expect(roundAt(QUICKNET.genesisSeconds * 1000 + 1)).toBe(2);
  });

  it('never gives a round published before the time, nor one a whole period later', () => {
    for (let t = Date.parse('2026-11-27T10:00:00.000Z'); t < Date.parse('2026-11-27T10:00:07.000Z'); t += 137) {
      const round = roundAt(t);
      expect(roundTimeMs(round)).toBeGreaterThanOrEqual(t);
      expect(roundTimeMs(round) - t).toBeLessThan(3000);
    }
  });

  it('takes only whole round numbers from 1 to 2^40 as rounds', () => {
    expect([1, 123, 2 ** 40].every(isRoundNumber)).toBe(true);
    expect([0, -1, 1.5, Number.NaN, Infinity, 2 ** 40 + 1, 2 ** 53 - 1, '123', null].some(isRoundNumber)).toBe(false);
    // The last round's time is still a date.
    expect(() => new Date(roundTimeMs(2 ** 40)).toISOString()).not.toThrow();
  });
});

describe('randomnessOf', () => {
  it('is SHA-256 of the signature bytes: the randomness drand published for every recorded round', async () => {
    for (const { signature, randomness } of recordedRounds) expect(await randomnessOf(signature)).toBe(randomness);
  });
});

describe('verifyBeaconRound (BLS12-381, bls-unchained-g1-rfc9380)', () => {
  it('verifies every recorded round with its own signature', async () => {
    for (const { round, signature } of recordedRounds) expect(await verifyBeaconRound(round, signature)).toBe(true);
  });

  it('refuses a recorded signature for another round number', async () => {
    for (const { round, signature } of recordedRounds) {
      expect(await verifyBeaconRound(round + 1, signature)).toBe(false);
    }
    expect(await verifyBeaconRound(124, recordedRound(123).signature)).toBe(false);
  });

  it("refuses another round's signature", async () => {
    const [first, ...rest] = recordedRounds;
    for (const { round } of rest) expect(await verifyBeaconRound(round, first!.signature)).toBe(false);
  });

  it('refuses a signature with one byte changed, first, middle or last', async () => {
    const { round, signature } = recordedRound(123);
    for (const index of [0, 1, 24, 47]) expect(await verifyBeaconRound(round, flipByte(signature, index))).toBe(false);
  });

  it('pins a public key that is a point of G2, in its prime-order subgroup (the check skips that test at each call)', async () => {
    const { bls12_381 } = await import('@noble/curves/bls12-381.js');
    const key = bls12_381.G2.Point.fromBytes(fromHex(QUICKNET.publicKey));
    expect(() => key.assertValidity()).not.toThrow();
    expect(key.is0()).toBe(false);
  });

  it('refuses a point of the curve outside G1\'s prime-order subgroup', async () => {
    const { bls12_381 } = await import('@noble/curves/bls12-381.js');
    /** The compressed encoding of the curve point with this x, or the reason there is none. */
    const encoded = (x: bigint) => {
      const bytes = fromHex(x.toString(16).padStart(96, '0'));
      bytes[0] = (bytes[0] ?? 0) | 0x80;
      try {
        bls12_381.G1.Point.fromBytes(bytes).assertValidity();
        return { bytes, why: 'in the subgroup' };
      } catch (error) {
        return { bytes, why: error instanceof Error ? error.message : String(error) };
      }
    };
    // The first x on y² = x³ + 4 whose point the cofactor leaves outside the subgroup.
    let x = 1n;
    while (!/subgroup/.test(encoded(x).why)) x += 1n;
    const outside = toHex(encoded(x).bytes);
    expect(await verifyBeaconRound(123, outside)).toBe(false);
  });

  it('refuses, without throwing, what is not a signature or not a round', async () => {
    const { signature } = recordedRound(123);
    for (const bad of ['', 'zz'.repeat(48), signature.slice(2), `${signature}00`, signature.toUpperCase(), '00'.repeat(48), `c0${'00'.repeat(47)}`]) {
      expect(await verifyBeaconRound(123, bad)).toBe(false);
    }
    for (const round of [0, -123, 1.5, Number.NaN, 2 ** 53]) expect(await verifyBeaconRound(round, signature)).toBe(false);
  });
});
