import type { DrawWinner } from '@/lib/draw/algorithm';
import { fetchBeaconRound, type BeaconFetch, type BeaconFetchOptions } from '@/lib/draw/beacon-relay';
import { beaconWinnerStream, type AnnouncementV3 } from '@/lib/draw/record-v3';

/**
 * "Check the winners now" on a version 3 announcement: the round is fetched
 * from drand's relays (its signature checked against the pinned key before it
 * is used) and the winners are worked out from it, exactly as the host's page
 * must draw them, whether or not the host has finished.
 */

export type WinnersNow =
  | { ok: true; round: number; signature: string; relay: string; winners: DrawWinner[] }
  | Exclude<BeaconFetch, { ok: true }>;

/** The announced draw's winners, all of them, from its round's verified signature. Never throws for a relay's failure. */
export async function checkWinnersNow(announcement: AnnouncementV3, options: BeaconFetchOptions = {}): Promise<WinnersNow> {
  const fetched = await fetchBeaconRound(announcement.beacon.round, options);
  if (!fetched.ok) return fetched;
  const stream = await beaconWinnerStream(fetched.signature, announcement.commitment);
  const winners = await stream.replay(announcement.entries, announcement.winnersCount);
  return { ...fetched, winners };
}
