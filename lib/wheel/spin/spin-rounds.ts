import type { WheelEntry } from '@/lib/wheel/entries/entries';
import type { DrawPlace, WheelResult } from '@/lib/wheel/results/results';

/**
 * The rules of one press of the spin button. A press draws one winner, or
 * several one spin after another; the wheel keeps the slices the press
 * started with, so an edit mid-press cannot change which slice wins, and each
 * winner sits out the rest of the press. During a checkable draw every spin
 * lands on the draw's next winner. Time, randomness and the engine stay with
 * the caller: these functions only decide.
 */

/** The pause between the spins of one press that draws several winners: long enough to read each name. */
export const NEXT_WINNER_PAUSE_MS = 900;

/** A spin whose winner is chosen before it starts: the next winner of a checkable draw. */
export interface NextWinner {
  /** What the wheel shows instead of the visible entries. */
  slices: readonly WheelEntry[];
  /** The slice to land on; null while it is being worked out, and no spin starts until it is. */
  winnerIndex: number | null;
  /** The draw's commitment, marking the result. */
  commitment: string;
  /** Called once the wheel has landed on the winner, after the result is recorded. */
  onLanded: () => void;
  /** How many winners the draw still needs: one press never draws more, and none once it is 0. */
  winnersLeft: number;
}

/** One press, from its first spin to its last stop. */
export interface SpinRound {
  /** Shared by the results of a press that draws several winners. */
  id: string;
  /** How many winners this press draws. */
  of: number;
  /** The wheel of the spin under way: the stop's slice index points into it. */
  slices: readonly WheelEntry[];
  /** The draw whose winner the spin under way lands on; null for a free spin. */
  draw: NextWinner | null;
  /** The winners drawn so far, in draw order. */
  winners: readonly WheelEntry[];
}

/** The wheel a drawn spin landed on, with the commitment of its draw. */
export interface LandedWheel {
  slices: readonly WheelEntry[];
  commitment: string;
}

/** What one stop of the wheel means. */
export type RoundStop =
  /** No slice under the pointer: the press ends with the winners so far. */
  | { winner: null; winners: readonly WheelEntry[]; next: null }
  | {
      winner: WheelEntry;
      /** The marks on its result: its place in a press of several winners, the draw that chose it. */
      marks: Pick<WheelResult, 'round' | 'draw'>;
      /** After a drawn spin, the wheel it landed on; null after a free spin. */
      landed: LandedWheel | null;
      /** Every winner of the press so far, this one last. */
      winners: readonly WheelEntry[];
      /** The press after this stop, waiting for its next spin; null once it is over. */
      next: SpinRound | null;
    };

/** The next spin of a press: on which wheel, and the slice it must land on if the draw chose it. */
export interface NextSpin {
  round: SpinRound;
  winnerIndex?: number;
}

/** The entries a spin turns: during a checkable draw, the draw's slices instead of the list. */
export function spinSlices(listed: readonly WheelEntry[], nextWinner: NextWinner | null): readonly WheelEntry[] {
  return nextWinner?.slices ?? listed;
}

/**
 * Why a press starts no spin, or null when it may: nothing on the wheel, a
 * draw with every winner drawn, or a draw still working out its next winner.
 */
export function spinRefusal(slices: readonly WheelEntry[], nextWinner: NextWinner | null): 'no-entries' | 'draw-complete' | 'draw-not-ready' | null {
  if (slices.length === 0) return 'no-entries';
  if (nextWinner?.winnersLeft === 0) return 'draw-complete';
  if (nextWinner !== null && nextWinner.winnerIndex === null) return 'draw-not-ready';
  return null;
}

/** How many winners one press draws: "Winners per spin", at least 1, no more than the slices nor than a draw still needs. */
export function winnersThisPress(winnersPerSpin: number, sliceCount: number, drawWinnersLeft = Infinity): number {
  return Math.max(1, Math.min(Math.trunc(winnersPerSpin), sliceCount, drawWinnersLeft));
}

/** A press begins: its slices are frozen and its number of winners fixed. */
export function startRound(id: string, slices: readonly WheelEntry[], winnersPerSpin: number, draw: NextWinner | null): SpinRound {
  return { id, of: winnersThisPress(winnersPerSpin, slices.length, draw?.winnersLeft), slices, draw, winners: [] };
}

/**
 * The wheel stopped on `winnerIndex`: that slice of the press's wheel wins,
 * marked as place k of n when the press draws several. The press goes on with
 * the same wheel minus this winner, until it has its winners or no slice is left.
 */
export function stopRound(round: SpinRound, winnerIndex: number): RoundStop {
  const winner = round.slices[winnerIndex];
  if (!winner) return { winner: null, winners: round.winners, next: null };
  const winners = [...round.winners, winner];
  const { draw } = round;
  const place: DrawPlace | undefined = round.of > 1 ? { id: round.id, place: winners.length, of: round.of } : undefined;
  const marks = { round: place, draw: draw ? { commitment: draw.commitment } : undefined };
  const landed = draw ? { slices: round.slices, commitment: draw.commitment } : null;
  const rest = round.slices.filter((_, i) => i !== winnerIndex);
  const over = winners.length >= round.of || rest.length === 0;
  return { winner, marks, landed, winners, next: over ? null : { ...round, slices: rest, winners } };
}

/**
 * The press's next spin, after the pause: a free press spins again on its
 * wheel; a draw's press spins on the draw's slices to its next winner, or
 * waits (null) while the draw is still naming it.
 */
export function nextSpin(round: SpinRound, upcoming: NextWinner | null): NextSpin | null {
  if (!round.draw) return { round };
  if (!upcoming || upcoming.winnerIndex === null) return null;
  return { round: { ...round, slices: upcoming.slices, draw: upcoming }, winnerIndex: upcoming.winnerIndex };
}

/**
 * What the wheel shows: the press's wheel while a press runs; after a drawn
 * spin, the wheel it landed on (its winner still under the pointer, although
 * it has left the draw) until the next spin of that draw; otherwise the slices
 * a spin would turn.
 */
export function shownSlices(
  round: SpinRound | null,
  landed: LandedWheel | null,
  nextWinner: NextWinner | null,
  slices: readonly WheelEntry[],
): readonly WheelEntry[] {
  if (round) return round.slices;
  if (landed && nextWinner?.commitment === landed.commitment) return landed.slices;
  return slices;
}
