import type { DrawWinner } from '@/lib/draw/algorithm';
import type { DrawUnderWay } from '@/lib/draw/record';
import type { SealedDrawV3 } from '@/lib/draw/record-v3';
import { paletteColor, type WheelEntry } from '@/lib/wheel/entries/entries';

/** Where the draw under way, or the last finished one, is kept. */
export const DRAW_KEY = 'wheelCheckableDraw';

/** The next winner of a draw, worked out ahead of the spin that shows it (a release cannot wait for crypto). */
export interface UpcomingWinner {
  /** Which state of the draw it belongs to: see `drawStateKey`. */
  forKey: string;
  winner: DrawWinner;
}

/**
 * Names one state of a draw: its commitment, how many have won, and what
 * decides it (the public seed, or the beacon round's signature once it is
 * out). A winner worked out for another state is never used.
 */
export function drawStateKey(draw: DrawUnderWay | SealedDrawV3): string {
  const decidedBy = 'beacon' in draw ? ('signature' in draw.beacon ? draw.beacon.signature : '') : draw.publicSeed;
  return `${draw.commitment}\n${draw.winners.length}\n${decidedBy}`;
}

/** Positions of the committed entries that have not won yet, in list order. */
function remainingPositions(draw: DrawUnderWay | SealedDrawV3): number[] {
  const won = new Set(draw.winners.map((w) => w.position));
  return draw.entries.flatMap((_, position) => (won.has(position) ? [] : [position]));
}

/** What the wheel shows during a draw: the committed entries that have not won, in order, in their colours. */
export function drawSlices(draw: DrawUnderWay | SealedDrawV3, colors: readonly string[]): WheelEntry[] {
  return remainingPositions(draw).map((position) => ({
    id: `draw-${position}`,
    text: draw.entries[position] as string,
    color: colors[position] ?? paletteColor(position),
    visible: true,
  }));
}

/** The slice the wheel must land on for the upcoming winner, or null when it is not worked out for this state. */
export function upcomingSliceIndex(draw: DrawUnderWay | SealedDrawV3, upcoming: UpcomingWinner | null): number | null {
  if (!upcoming || upcoming.forKey !== drawStateKey(draw)) return null;
  const index = remainingPositions(draw).indexOf(upcoming.winner.position);
  return index < 0 ? null : index;
}
