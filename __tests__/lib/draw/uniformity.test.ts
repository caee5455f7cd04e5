/**
 * @jest-environment node
 */
// Node's environment: jsdom has no crypto.subtle.
import { drawNextWinner, newServerSeed, replayWinners } from '@/lib/draw/algorithm';
import { seededSource } from '@/lib/random';
import { chiSquarePValue, chiSquareStatistic } from '../../support/chi-square';

const ENTRIES = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const SLOW_MS = 120_000;

async function firstWinners(draws: number, seed: number): Promise<number[]> {
  const source = seededSource(seed);
  const positions: number[] = [];
  for (let i = 0; i < draws; i += 1) {
    const winner = await drawNextWinner({ serverSeed: newServerSeed(source), publicSeed: 'uniformity' }, ENTRIES, []);
    positions.push(winner.position);
  }
  return positions;
}

function countsOf(positions: readonly number[]): number[] {
  const counts = new Array<number>(ENTRIES.length).fill(0);
  for (const p of positions) counts[p] = (counts[p] ?? 0) + 1;
  return counts;
}

describe('draw uniformity (chi-square, p > 0.001)', () => {
  let positions: number[] = [];

  beforeAll(async () => {
    positions = await firstWinners(20_000, 2026);
  }, SLOW_MS);

  it('the first winner of 20,000 draws with seeded server seeds is uniform over 7 entries', () => {
    const counts = countsOf(positions);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20_000);
    expect(chiSquarePValue(chiSquareStatistic(counts), ENTRIES.length - 1)).toBeGreaterThan(0.001);
  });

  it('the same statistic rejects a wheel that hands entry 1 one extra win in 20', () => {
    const rigged = positions.map((p, i) => (i % 20 === 0 ? 0 : p));
    expect(chiSquarePValue(chiSquareStatistic(countsOf(rigged)), ENTRIES.length - 1)).toBeLessThan(0.001);
  });

  it(
    'every later winner of 1,500 full draws is uniform over the positions too',
    async () => {
      const source = seededSource(7);
      const byRank = ENTRIES.map(() => new Array<number>(ENTRIES.length).fill(0));
      for (let i = 0; i < 1_500; i += 1) {
        const winners = await replayWinners({ serverSeed: newServerSeed(source), publicSeed: `draw ${i}` }, ENTRIES, ENTRIES.length);
        winners.forEach((w, k) => {
          const row = byRank[k] as number[];
          row[w.position] = (row[w.position] ?? 0) + 1;
        });
      }
      for (const counts of byRank) expect(chiSquarePValue(chiSquareStatistic(counts), ENTRIES.length - 1)).toBeGreaterThan(0.001);
    },
    SLOW_MS,
  );
});
