import rounds from './drand-quicknet-rounds.json';

/** Real quicknet rounds, each verified against the public key: what the relays answered, used as the beacon's answers (no network in tests). */
export interface RecordedRound {
  round: number;
  signature: string;
  randomness: string;
  time: string;
}

export const recordedRounds: readonly RecordedRound[] = rounds;

export function recordedRound(round: number): RecordedRound {
  const found = recordedRounds.find((r) => r.round === round);
  if (!found) throw new Error(`No recorded round ${round}`);
  return found;
}

/**
 * A verifier that answers from the real BLS check's results, computed once per
 * recorded round (a check takes tens of milliseconds): true only for a
 * recorded round and its own signature. Property tests use it to run 1,000
 * draws quickly; beacon.test.ts shows the real check agrees on every pair.
 */
let verifiedOnce: Promise<Set<string>> | null = null;

async function verifiedPairs(): Promise<Set<string>> {
  const { verifyBeaconRound } = await import('@/lib/draw/beacon-signature');
  const verified = new Set<string>();
  for (const { round, signature } of recordedRounds) {
    if (await verifyBeaconRound(round, signature)) verified.add(`${round}:${signature}`);
  }
  return verified;
}

export async function fastVerifier(): Promise<(round: number, signature: string) => Promise<boolean>> {
  verifiedOnce ??= verifiedPairs();
  const verified = await verifiedOnce;
  return async (round, signature) => verified.has(`${round}:${signature}`);
}
