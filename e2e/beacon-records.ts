import { roundTimeMs } from '@/lib/draw/beacon';
import { drawNextV3, finishDrawV3, sealDrawV3, withBeaconSignature, type FinishedDrawV3, type SealedDrawV3 } from '@/lib/draw/record-v3';
import { recordedRounds } from '@/__tests__/lib/draw/beacon-rounds';
import { ROUND } from './beacon-relays';

/**
 * Version 3 draws for the browser tests, made here in Node with the site's own draw module and
 * decided by real quicknet rounds recorded from the relays: no test reaches the network.
 */

export { ROUND };
/** When the recorded round these draws are sealed for was published (2026-09-17T15:23:39Z). */
export const ROUND_TIME_MS = roundTimeMs(ROUND.round);

// The recorded rounds were each checked against quicknet's key (the unit tests run the real BLS check
// on every one), so here a signature is taken as verified when it is the recorded one for its round.
const recordedVerifier = async (round: number, signature: string) => recordedRounds.some((r) => r.round === round && r.signature === signature);

const ENTRIES = ['Ana', 'Bruno', 'Zoë', 'Łukasz', 'Mei 李', 'سلام دنیا', '<img src=x onerror=alert(1)>'];

/** Sealed two minutes before the recorded round, its draw time the round's own. */
export function sealForRound(winnersCount = 2): Promise<SealedDrawV3> {
  return sealDrawV3({ title: 'Beacon giveaway 🎲', entries: ENTRIES, winnersCount, now: new Date(ROUND_TIME_MS - 120_000), drawAt: new Date(ROUND_TIME_MS) });
}

/** The draw sealed for the recorded round, every winner drawn from its signature, finished a minute after it. */
export async function makeRecordV3(winnersCount = 2): Promise<FinishedDrawV3> {
  let draw = await withBeaconSignature(await sealForRound(winnersCount), ROUND.signature, recordedVerifier);
  for (let k = 0; k < winnersCount; k += 1) draw = (await drawNextV3(draw)).draw;
  return finishDrawV3(draw, new Date(ROUND_TIME_MS + 60_000));
}
