import { beaconSeeds, commitmentV3, DRAW_ALGORITHM_V3, normalizeEntries, WinnerStream, type DrawWinner } from '@/lib/draw/algorithm';
import { isSignatureHex, QUICKNET, randomnessOf, roundAt, roundTimeMs } from '@/lib/draw/beacon';
import type { BeaconVerifier } from '@/lib/draw/beacon-signature';
import { sealProblem } from '@/lib/draw/record';

/**
 * Version 3 draws: sealed with a future beacon round instead of a server
 * seed, decided by that round's signature once it is published. Nothing is
 * secret, so the announcement already holds everything but the signature.
 */

/** The least time from the seal to the draw time: the round must be published at least this long after committedAt. */
export const MIN_DRAW_DELAY_MS = 30_000;
/** The latest draw time a seal accepts. */
export const MAX_DRAW_AHEAD_MS = 30 * 24 * 60 * 60 * 1000;

/** The beacon round a draw is sealed with. */
export interface BeaconRound {
  /** The chain's hash: always quicknet's. */
  chain: string;
  round: number;
}

/** The round with its signature, once published and verified. */
export interface SignedBeaconRound extends BeaconRound {
  /** 96 lower-case hex digits: a compressed G1 point. */
  signature: string;
}

/** What is published at the seal: the list, what the commitment covers and the round that will decide. */
export interface AnnouncementV3 {
  algorithm: typeof DRAW_ALGORITHM_V3;
  title: string;
  entries: string[];
  winnersCount: number;
  committedAt: string;
  beacon: BeaconRound;
  commitment: string;
}

/** A sealed version 3 draw: its round's signature once known, and the winners drawn so far (none before the signature). */
export interface SealedDrawV3 extends Omit<AnnouncementV3, 'beacon'> {
  beacon: BeaconRound | SignedBeaconRound;
  winners: DrawWinner[];
}

export type FinishedDrawV3 = Omit<SealedDrawV3, 'beacon'> & { beacon: SignedBeaconRound; finishedAt: string };
/** Cancelled after the seal: the winners drawn so far, and the signature when the round was already out. */
export type CancelledDrawV3 = SealedDrawV3 & { cancelledAt: string };
export type DrawRecordV3 = FinishedDrawV3 | CancelledDrawV3;

export function isSigned(beacon: BeaconRound | SignedBeaconRound): beacon is SignedBeaconRound {
  return 'signature' in beacon;
}

interface SealInputV3 {
  title: string;
  entries: readonly string[];
  winnersCount: number;
  now: Date;
  /** When the winners are decided: from 30 seconds after `now` to 30 days ahead. */
  drawAt: Date;
}

/**
 * Seals a version 3 draw: checks every text, fixes the first quicknet round
 * published at or after the draw time and commits to the time, the number of
 * winners, the chain, the round, the title and the list. Throws a
 * DrawTextError naming a text that cannot be committed, a RangeError for a
 * count or draw time out of range.
 */
export async function sealDrawV3({ title, entries, winnersCount, now, drawAt }: SealInputV3): Promise<SealedDrawV3> {
  if (entries.length === 0) throw new RangeError('sealDrawV3: the list is empty');
  if (!Number.isInteger(winnersCount) || winnersCount < 1 || winnersCount > entries.length) {
    throw new RangeError(`A draw of ${entries.length} entries has 1 to ${entries.length} winners, not ${winnersCount}`);
  }
  const ahead = drawAt.getTime() - now.getTime();
  if (!(ahead >= MIN_DRAW_DELAY_MS && ahead <= MAX_DRAW_AHEAD_MS)) {
    throw new RangeError('The draw time is from 30 seconds to 30 days after the seal');
  }
  const problem = sealProblem(title, entries);
  if (problem) throw problem;
  const committed = normalizeEntries(entries);
  const committedTitle = title.normalize('NFC');
  const committedAt = now.toISOString();
  const beacon = { chain: QUICKNET.chainHash, round: roundAt(drawAt.getTime()) };
  const commitment = await commitmentV3({ committedAt, winnersCount, chain: beacon.chain, round: beacon.round, title: committedTitle, entries: committed });
  return { algorithm: DRAW_ALGORITHM_V3, title: committedTitle, entries: committed, winnersCount, committedAt, beacon, commitment, winners: [] };
}

/** When the draw's round is published, in milliseconds since 1970: the winners cannot be known before. */
export function decidedAtMs(draw: { beacon: BeaconRound }): number {
  return roundTimeMs(draw.beacon.round);
}

const loadedVerifier: BeaconVerifier = async (round, signature) => (await import('@/lib/draw/beacon-signature')).verifyBeaconRound(round, signature);

/**
 * The draw with its round's signature, after checking it (a relay's word is
 * never taken): a signature that does not verify for the draw's round is a
 * RangeError. Winners are drawn only after this.
 */
export async function withBeaconSignature(draw: SealedDrawV3, signature: string, verify: BeaconVerifier = loadedVerifier): Promise<SealedDrawV3> {
  const lower = signature.toLowerCase();
  if (!isSignatureHex(lower) || !(await verify(draw.beacon.round, lower))) {
    throw new RangeError(`The signature does not verify for round ${draw.beacon.round}`);
  }
  return { ...draw, beacon: { chain: draw.beacon.chain, round: draw.beacon.round, signature: lower } };
}

/** The stream of a signed draw's winners, keyed with SHA-256 of the signature (recomputed, never read from a relay). */
export async function beaconWinnerStream(signature: string, commitment: string): Promise<WinnerStream> {
  return WinnerStream.open(beaconSeeds(await randomnessOf(signature), commitment));
}

/** The draw with its next winner drawn and added; the draw must hold its round's signature. */
export async function drawNextV3(draw: SealedDrawV3): Promise<{ draw: SealedDrawV3; winner: DrawWinner }> {
  if (!isSigned(draw.beacon)) throw new RangeError('The draw is decided by its round: no winner before its signature');
  const stream = await beaconWinnerStream(draw.beacon.signature, draw.commitment);
  const winner = await stream.next(draw.entries, draw.winners.map((w) => w.position));
  return { draw: { ...draw, winners: [...draw.winners, winner] }, winner };
}

/** Closes a draw that has its signature and every winner; anything less is cancelled, not finished. */
export function finishDrawV3(draw: SealedDrawV3, now: Date): FinishedDrawV3 {
  const { beacon } = draw;
  if (!isSigned(beacon) || draw.winners.length !== draw.winnersCount) throw new RangeError('Only a draw with its signature and every winner is finished');
  return { ...draw, beacon, finishedAt: now.toISOString() };
}

export function cancelDrawV3(draw: SealedDrawV3, now: Date): CancelledDrawV3 {
  return { ...draw, cancelledAt: now.toISOString() };
}

export function announcementOfV3(draw: SealedDrawV3 | AnnouncementV3): AnnouncementV3 {
  const { algorithm, title, entries, winnersCount, committedAt, beacon, commitment } = draw;
  return { algorithm, title, entries, winnersCount, committedAt, beacon: { chain: beacon.chain, round: beacon.round }, commitment };
}

/** The announcement as JSON, its fields in the published order and nothing else. */
export function announcementV3ToJson(announcement: AnnouncementV3): string {
  return JSON.stringify(announcementOfV3(announcement));
}

/** The record as JSON with its fields in the published order (and nothing else); `pretty` for a downloaded file. */
export function recordV3ToJson(record: DrawRecordV3, pretty = false): string {
  const { beacon } = record;
  // Replacing `beacon` keeps its place, after committedAt and before commitment.
  const ordered = {
    ...announcementOfV3(record),
    beacon: isSigned(beacon) ? { chain: beacon.chain, round: beacon.round, signature: beacon.signature } : { chain: beacon.chain, round: beacon.round },
    winners: record.winners.map(({ position, text }) => ({ position, text })),
    ...('cancelledAt' in record ? { cancelledAt: record.cancelledAt } : { finishedAt: record.finishedAt }),
  };
  return JSON.stringify(ordered, null, pretty ? 2 : undefined);
}
