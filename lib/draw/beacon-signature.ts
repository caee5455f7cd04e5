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

const PUBLIC_KEY = fromHex(QUICKNET.publicKey);

/**
 * True when `signatureHex` is quicknet's signature of `round`
 * (bls-unchained-g1-rfc9380: a G1 signature of SHA-256(round as 8 bytes
 * big-endian), hashed to G1 with RFC 9380 and the scheme's DST, against the
 * pinned G2 public key). Never throws: a malformed signature, a point off the
 * curve or a round the chain cannot have is false.
 */
export const verifyBeaconRound: BeaconVerifier = async (round, signatureHex) => {
  if (!isRoundNumber(round) || !isSignatureHex(signatureHex)) return false;
  let started = performance.now();
  try {
    const digest = await roundMessage(round);
    started = performance.now();
    const signatures = bls12_381.shortSignatures;
    return signatures.verify(fromHex(signatureHex), signatures.hash(digest, QUICKNET.dst), PUBLIC_KEY);
  } catch {
    return false;
  } finally {
    // On the page's timeline (where the browser keeps one), so a profile or a benchmark can tell the curve's share.
    performance.measure?.('beacon-signature-check', { start: started });
  }
};
