import type { DrawUnderWay } from '@/lib/draw/record';

/*
 * How far a draw under way has come. Kept apart from the record code (Web
 * Crypto, text rules) so the wheel's start-up scripts can ask without it.
 */

/** How many winners the draw will have; a version 1 draw did not fix it (any number up to the list). */
export function winnersWanted(draw: DrawUnderWay): number {
  return draw.algorithm === 'spinfair-draw-v2' ? draw.winnersCount : draw.entries.length;
}

/** True once every winner the draw was sealed for is drawn (a version 1 draw: at least one). */
export function allWinnersDrawn(draw: DrawUnderWay): boolean {
  return draw.algorithm === 'spinfair-draw-v2' ? draw.winners.length >= draw.winnersCount : draw.winners.length > 0;
}
