import type { DrawUnderWay } from '@/lib/draw/record';
import type { SealedDrawV3 } from '@/lib/draw/record-v3';

/*
 * How far a draw under way has come. Kept apart from the record code (Web
 * Crypto, text rules) so the wheel's start-up scripts can ask without it.
 */

/** How many winners the draw will have; a version 1 draw did not fix it (any number up to the list). */
export function winnersWanted(draw: DrawUnderWay | SealedDrawV3): number {
  return 'winnersCount' in draw ? draw.winnersCount : draw.entries.length;
}

/** True once every winner the draw was sealed for is drawn (a version 1 draw: at least one). */
export function allWinnersDrawn(draw: DrawUnderWay | SealedDrawV3): boolean {
  return 'winnersCount' in draw ? draw.winners.length >= draw.winnersCount : draw.winners.length > 0;
}
