/**
 * @jest-environment node
 */
// Node's environment: jsdom has neither crypto.subtle nor CompressionStream.
import { commitmentOf, commitmentV2, DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2, drawNextWinner, newServerSeed, replayWinners } from '@/lib/draw/algorithm';
import { canonicalPublicSeed } from '@/lib/draw/texts';
import { drawNext, finishDraw, recordToJson } from '@/lib/draw/record';
import { seededSource } from '@/lib/random';
import { RAFFLE_SIZE, vectors, vectorsV2 } from './vectors';
import { startDrawV1 } from './v1-draw';

describe('draw algorithm (version 1) against vectors made with node:crypto', () => {
  for (const { name, record } of vectors) {
    describe(name, () => {
      it('recomputes the commitment', async () => {
        await expect(commitmentOf(record.serverSeed, record.entries)).resolves.toBe(record.commitment);
      });

      it('replays the winners in order', async () => {
        await expect(replayWinners(record, record.entries, record.winners.length)).resolves.toEqual(record.winners);
      });

      it('draws the same winners one at a time from the positions already won', async () => {
        const won: number[] = [];
        for (const expected of record.winners) {
          const winner = await drawNextWinner(record, record.entries, won);
          expect(winner).toEqual(expected);
          won.push(winner.position);
        }
      });
    });
  }

  it('the raffle vector really exercises rejection: its first attempt lies above the cut-off', () => {
    const raffle = vectors[2];
    const limit = Math.floor(2 ** 32 / RAFFLE_SIZE) * RAFFLE_SIZE;
    expect(raffle?.rejections).toEqual([{ k: 0, c: 0, u: expect.any(Number) }]);
    expect(raffle?.rejections[0]?.u).toBeGreaterThanOrEqual(limit);
    // Without rejection the first winner would have been u mod n, another ticket.
    expect((raffle?.rejections[0]?.u ?? 0) % RAFFLE_SIZE).not.toBe(raffle?.record.winners[0]?.position);
  });
});

describe('draw algorithm (version 2) against the published vectors', () => {
  it('names the two versions as the records do', () => {
    expect([DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2]).toEqual(['spinfair-draw-v1', 'spinfair-draw-v2']);
  });

  for (const { name, typedPublicSeed, record } of vectorsV2) {
    describe(name, () => {
      it('recomputes the commitment from the server seed, time, number of winners, title and entries', async () => {
        await expect(commitmentV2(record)).resolves.toBe(record.commitment);
      });

      it('reduces the typed public seed to the canonical one the winners use', () => {
        expect(canonicalPublicSeed(typedPublicSeed)).toBe(record.publicSeed);
      });

      it('replays the winners in order from the canonical public seed', async () => {
        await expect(replayWinners(record, record.entries, record.winnersCount)).resolves.toEqual(record.winners);
      });
    });
  }

  it('gives the documented winners: Eun-ji (position 4), then positions 1, 2 and 0', () => {
    expect(vectorsV2.map((v) => v.record.winners.map((w) => w.position))).toEqual([[4], [1, 2, 0]]);
    expect(vectorsV2[0].record.winners[0]?.text).toBe('Eun-ji');
  });

  it('vector 2 would draw other winners from its seed as typed: the invisible characters are what canonical form removes', async () => {
    const { typedPublicSeed, record } = vectorsV2[1];
    const asTyped = await replayWinners({ ...record, publicSeed: typedPublicSeed }, record.entries, record.winnersCount);
    expect(asTyped).not.toEqual(record.winners);
  });

  it('commits to the line structure: moving a line between title and entries changes the commitment', async () => {
    const { record } = vectorsV2[0];
    const [firstEntry = '', ...rest] = record.entries;
    await expect(commitmentV2({ ...record, title: firstEntry, entries: rest })).resolves.not.toBe(record.commitment);
    await expect(commitmentV2({ ...record, title: '', entries: [record.title, ...record.entries] })).resolves.not.toBe(record.commitment);
  });

  it('commits to the time to the millisecond and to the number of winners', async () => {
    const { record } = vectorsV2[0];
    await expect(commitmentV2({ ...record, committedAt: '2026-11-24T10:00:00.001Z' })).resolves.not.toBe(record.commitment);
    await expect(commitmentV2({ ...record, winnersCount: 2 })).resolves.not.toBe(record.commitment);
  });
});

describe('newServerSeed', () => {
  it('writes 32 random bytes as 64 lower-case hex digits, each word big-endian', () => {
    const words = seededSource(5)(new Uint32Array(8));
    const expected = [...words].map((w) => w.toString(16).padStart(8, '0')).join('');
    expect(newServerSeed(seededSource(5))).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives a different seed for a different random stream', () => {
    expect(newServerSeed(seededSource(1))).not.toBe(newServerSeed(seededSource(2)));
  });
});

describe('drawNextWinner', () => {
  const seeds = { serverSeed: vectors[0]?.record.serverSeed ?? '', publicSeed: 'x' };

  it('never draws a position that has already won, and the last entry left wins last', async () => {
    const entries = ['a', 'b', 'c'];
    const first = await drawNextWinner(seeds, entries, []);
    const second = await drawNextWinner(seeds, entries, [first.position]);
    const third = await drawNextWinner(seeds, entries, [first.position, second.position]);
    expect(new Set([first.position, second.position, third.position])).toEqual(new Set([0, 1, 2]));
  });

  it('refuses to draw when everyone has won or the won positions are not distinct positions', async () => {
    await expect(drawNextWinner(seeds, ['a'], [0])).rejects.toThrow(RangeError);
    await expect(drawNextWinner(seeds, ['a', 'b'], [0, 0])).rejects.toThrow(RangeError);
    await expect(drawNextWinner(seeds, ['a', 'b'], [2])).rejects.toThrow(RangeError);
  });
});

describe('a version 1 draw from start to finish (startDrawV1)', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('commits to the NFC form of the entries, so a decomposed accent gives the same commitment', async () => {
    const decomposed = await startDrawV1({ title: 't', entries: ['Cafe\u0301', 'Zoe\u0308'], now, source: seededSource(3) });
    const composed = await startDrawV1({ title: 't', entries: ['Café', 'Zoë'], now, source: seededSource(3) });
    expect(decomposed.entries).toEqual(['Café', 'Zoë']);
    expect(decomposed.commitment).toBe(composed.commitment);
  });

  it('draws without replacement, records each winner, and finishes into the documented JSON', async () => {
    let draw = await startDrawV1({ title: 'Prize', entries: ['Ann', 'Ben', 'Ann'], now, source: seededSource(9) });
    expect(draw.winners).toEqual([]);
    draw = { ...draw, publicSeed: 'chat word: pineapple' };
    for (let i = 0; i < 3; i += 1) draw = (await drawNext(draw)).draw;
    expect(draw.winners.map((w) => w.position).sort()).toEqual([0, 1, 2]);
    const record = finishDraw(draw, new Date('2026-11-23T10:05:00Z'));
    expect(Object.keys(JSON.parse(recordToJson(record)) as object)).toEqual([
      'algorithm', 'title', 'entries', 'commitment', 'serverSeed', 'publicSeed', 'winners', 'committedAt', 'finishedAt',
    ]);
    expect(record).toMatchObject({ committedAt: '2026-11-23T10:00:00.000Z', finishedAt: '2026-11-23T10:05:00.000Z' });
  });
});
