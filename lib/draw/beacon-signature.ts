import { bls12_381 } from '@noble/curves/bls12-381.js';
import { isRoundNumber, isSignatureHex, QUICKNET, roundMessage } from '@/lib/draw/beacon';
import { fromHex } from '@/lib/draw/bytes';

/**
 * The one module with BLS12-381 code (@noble/curves, tens of kilobytes): only
 * the version 3 paths load it, with `await import(...)`, so no page's first
 * load carries it.
 */

/** A check of one round's signature: true only when it verifies. */
export type BeaconVerifier = (round: number, signatureHex: string) => Promise<boolean>;

const { G2, millerLoopBatch, fields, utils, shortSignatures } = bls12_381;

/**
 * The pairing's fixed halves, prepared once: the G2 generator and the negated
 * public key. Both are constants (the key is pinned, and a unit test checks it
 * is a point of the prime-order subgroup), so they skip the per-call subgroup
 * checks that a general verifier makes; on a first check those, with the
 * generator's tables they build, cost more than the pairing itself.
 */
let prepared: { generator: ReturnType<typeof utils.calcPairingPrecomputes>; negatedKey: ReturnType<typeof utils.calcPairingPrecomputes> } | null = null;

/**
 * True when `signatureHex` is quicknet's signature of `round`
 * (bls-unchained-g1-rfc9380: a G1 signature of SHA-256(round as 8 bytes
 * big-endian), hashed to G1 with RFC 9380 and the scheme's DST, against the
 * pinned G2 public key): e(signature, G2 generator) · e(H(message), −key) = 1,
 * the signature first decoded and checked to lie in G1's prime-order subgroup.
 * Never throws: a malformed signature, a point off the curve or outside the
 * subgroup, or a round the chain cannot have is false.
 */
export const verifyBeaconRound: BeaconVerifier = async (round, signatureHex) => {
  if (!isRoundNumber(round) || !isSignatureHex(signatureHex)) return false;
  let started = performance.now();
  try {
    const digest = await roundMessage(round);
    started = performance.now();
    prepared ??= {
      generator: utils.calcPairingPrecomputes(G2.Point.BASE),
      negatedKey: utils.calcPairingPrecomputes(G2.Point.fromBytes(fromHex(QUICKNET.publicKey)).negate()),
    };
    const signature = shortSignatures.Signature.fromBytes(fromHex(signatureHex));
    if (signature.is0()) return false;
    signature.assertValidity();
    const hashed = shortSignatures.hash(digest, QUICKNET.dst);
    if (hashed.is0()) return false;
    const s = signature.toAffine();
    const h = hashed.toAffine();
    const product = millerLoopBatch([
      [prepared.generator, s.x, s.y],
      [prepared.negatedKey, h.x, h.y],
    ]);
    return fields.Fp12.eql(fields.Fp12.finalExponentiate(product), fields.Fp12.ONE);
  } catch {
    return false;
  } finally {
    // On the page's timeline (where the browser keeps one), so a profile or a benchmark can tell the curve's share.
    performance.measure?.('beacon-signature-check', { start: started });
  }
};
