import fc from 'fast-check';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import {
  nextSpin,
  shownSlices,
  spinRefusal,
  spinSlices,
  startRound,
  stopRound,
  winnersThisPress,
  type NextWinner,
  type RoundStop,
  type SpinRound,
} from '@/lib/wheel/spin/spin-rounds';

const RUNS = { numRuns: 500 };
// Hundreds of runs of a property take seconds when the machine is busy; the default 5 s is too tight.
jest.setTimeout(30_000);

const entry = (id: string): WheelEntry => ({ id, text: `Entry ${id}`, color: '#FF6B6B', visible: true });
const wheel = (count: number): WheelEntry[] => Array.from({ length: count }, (_, i) => entry(String(i)));
const drawn = (slices: readonly WheelEntry[], winnerIndex: number | null, winnersLeft = 3): NextWinner => ({
  slices,
  winnerIndex,
  commitment: 'c0ffee',
  onLanded: () => {},
  winnersLeft,
});

/** Plays a free press to its end, each spin stopping on the slice `pick` chooses; returns every stop. */
function playPress(round: SpinRound, pick: (sliceCount: number) => number): RoundStop[] {
  const stops: RoundStop[] = [];
  let current: SpinRound | null = round;
  while (current) {
    const stop = stopRound(current, pick(current.slices.length));
    stops.push(stop);
    current = stop.next && (nextSpin(stop.next, null)?.round ?? null);
  }
  return stops;
}

describe('winnersThisPress', () => {
  it('draws the winners asked for, at least one, no more than the wheel holds', () => {
    expect(winnersThisPress(3, 10)).toBe(3);
    expect(winnersThisPress(12, 5)).toBe(5);
    expect(winnersThisPress(0, 5)).toBe(1);
    expect(winnersThisPress(2.7, 5)).toBe(2);
  });

  it('during a checkable draw, no more than the draw still needs', () => {
    expect(winnersThisPress(5, 10, 2)).toBe(2);
    expect(winnersThisPress(1, 10, 2)).toBe(1);
  });
});

describe('spinRefusal', () => {
  it('lets a spin start on a wheel with entries and no draw, or a draw that has named its winner', () => {
    expect(spinRefusal(wheel(3), null)).toBeNull();
    expect(spinRefusal(wheel(3), drawn(wheel(3), 1))).toBeNull();
  });

  it('refuses an empty wheel first, then a draw with every winner drawn, then a draw still working out its winner', () => {
    expect(spinRefusal([], drawn([], null, 0))).toBe('no-entries');
    expect(spinRefusal(wheel(3), drawn(wheel(3), 1, 0))).toBe('draw-complete');
    expect(spinRefusal(wheel(3), drawn(wheel(3), null))).toBe('draw-not-ready');
  });
});

describe('spinSlices', () => {
  it('spins the list, or during a checkable draw the draw\'s slices', () => {
    const list = wheel(4);
    const draw = drawn(wheel(2), 0);
    expect(spinSlices(list, null)).toBe(list);
    expect(spinSlices(list, draw)).toBe(draw.slices);
  });
});

describe('a press of one winner', () => {
  it('ends at the first stop with the slice under the pointer, unmarked as a place', () => {
    const slices = wheel(4);
    const stop = stopRound(startRound('r1', slices, 1, null), 2);
    expect(stop.winner).toBe(slices[2]);
    expect(stop.winners).toEqual([slices[2]]);
    expect(stop.next).toBeNull();
    expect(stop.winner && stop.marks).toEqual({ round: undefined, draw: undefined });
  });

  it('a stop with no slice under the pointer draws no winner and ends the press', () => {
    const stop = stopRound(startRound('r1', wheel(3), 1, null), 3);
    expect(stop).toEqual({ winner: null, winners: [], next: null });
  });

  it('keeps the wheel it started with: the winner is from the frozen slices, whatever the list is now', () => {
    const before = wheel(3);
    const round = startRound('r1', before, 1, null);
    const after = [entry('new'), ...before];
    expect(stopRound(round, 0).winner).toBe(before[0]);
    expect(shownSlices(round, null, null, after)).toBe(before);
  });
});

describe('a press of several winners', () => {
  it('marks each result as place k of n with the press\'s id, and each winner sits out the rest of the press', () => {
    const slices = wheel(5);
    const first = stopRound(startRound('r7', slices, 3, null), 1);
    expect(first.winner && first.marks.round).toEqual({ id: 'r7', place: 1, of: 3 });
    expect(first.next?.slices).toEqual([slices[0], slices[2], slices[3], slices[4]]);

    const second = stopRound(first.next!, 0);
    expect(second.winner).toBe(slices[0]);
    expect(second.winner && second.marks.round).toEqual({ id: 'r7', place: 2, of: 3 });

    const third = stopRound(second.next!, 2);
    expect(third.winner).toBe(slices[4]);
    expect(third.winner && third.marks.round).toEqual({ id: 'r7', place: 3, of: 3 });
    expect(third.next).toBeNull();
    expect(third.winners).toEqual([slices[1], slices[0], slices[4]]);
  });

  it('spins again on its own wheel, with no chosen slice, when no draw is under way', () => {
    const stop = stopRound(startRound('r1', wheel(4), 2, null), 0);
    expect(nextSpin(stop.next!, drawn(wheel(9), 5))).toEqual({ round: stop.next });
  });

  it('never repeats a slice and ends after exactly min(n, slices) stops, wherever each spin lands', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 15 }), fc.infiniteStream(fc.nat()), (count, asked, landings) => {
        const slices = wheel(count);
        const stops = playPress(startRound('p', slices, asked, null), (sliceCount) => landings.next().value % sliceCount);
        const winners = stops.map((s) => s.winner);
        expect(stops).toHaveLength(Math.min(asked, count));
        expect(new Set(winners).size).toBe(winners.length);
        expect(winners.every((w) => w !== null && slices.includes(w))).toBe(true);
        expect(stops.at(-1)?.winners).toEqual(winners);
        const places = stops.map((s) => (s.winner ? s.marks.round : undefined));
        if (stops.length === 1) expect(places).toEqual([undefined]);
        else expect(places).toEqual(winners.map((_, k) => ({ id: 'p', place: k + 1, of: stops.length })));
      }),
      RUNS,
    );
  });
});

describe('a press during a checkable draw', () => {
  it('draws no more winners than the draw still needs', () => {
    expect(startRound('d', wheel(6), 5, drawn(wheel(6), 0, 2)).of).toBe(2);
  });

  it('marks the result with the draw\'s commitment and keeps the wheel it landed on shown until that draw spins again', () => {
    const slices = wheel(3);
    const draw = drawn(slices, 1);
    const stop = stopRound(startRound('d', slices, 1, draw), 1);
    expect(stop.winner && stop.marks.draw).toEqual({ commitment: 'c0ffee' });
    const landed = stop.winner ? stop.landed : null;
    expect(landed).toEqual({ slices, commitment: 'c0ffee' });

    // The draw's next wheel no longer holds the winner, but the wheel stays as it landed.
    const withoutWinner = [slices[0]!, slices[2]!];
    expect(shownSlices(null, landed, drawn(withoutWinner, 0), withoutWinner)).toBe(slices);
    // Another draw, or none: the wheel is the one to spin.
    expect(shownSlices(null, landed, { ...drawn(withoutWinner, 0), commitment: 'other' }, withoutWinner)).toBe(withoutWinner);
    expect(shownSlices(null, landed, null, wheel(5))).toEqual(wheel(5));
  });

  it('a free spin leaves no landed wheel behind', () => {
    const stop = stopRound(startRound('r', wheel(3), 1, null), 0);
    expect(stop.winner && stop.landed).toBeNull();
  });

  it('waits for the draw to name its next winner, then spins on the draw\'s slices to that winner', () => {
    const slices = wheel(4);
    const stop = stopRound(startRound('d', slices, 2, drawn(slices, 3)), 3);
    const round = stop.next!;
    expect(nextSpin(round, null)).toBeNull();
    expect(nextSpin(round, drawn(slices.slice(0, 3), null))).toBeNull();

    const upcoming = drawn(slices.slice(0, 3), 1, 1);
    const spin = nextSpin(round, upcoming);
    expect(spin?.winnerIndex).toBe(1);
    expect(spin?.round.slices).toBe(upcoming.slices);
    const last = stopRound(spin!.round, 1);
    expect(last.winner).toBe(slices[1]);
    expect(last.winner && last.marks).toEqual({ round: { id: 'd', place: 2, of: 2 }, draw: { commitment: 'c0ffee' } });
    expect(last.next).toBeNull();
  });
});
