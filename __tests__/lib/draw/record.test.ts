/**
 * @jest-environment node
 */
// Node's environment: jsdom has neither crypto.subtle nor CompressionStream.
import { inflateRawSync } from 'node:zlib';
import { DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2, type DrawWinner } from '@/lib/draw/algorithm';
import { announcementLink } from '@/lib/draw/link';
import { readDrawDocument, readDrawUnderWay, readStoredRecord } from '@/lib/draw/read-record';
import {
  announcementOf,
  announcementToJson,
  cancelDraw,
  closedAt,
  drawNext,
  DrawTextError,
  finishDraw,
  recordFileName,
  recordToJson,
  sealDraw,
  sealProblem,
  withPublicSeed,
  type SealedDraw,
} from '@/lib/draw/record';
import type { RandomSource } from '@/lib/random';
import { seededSource } from '@/lib/random';
import { vectorsV2 } from './vectors';
import { startDrawV1 } from './v1-draw';
import { allWinnersDrawn, winnersWanted } from '@/lib/draw/progress';

const [first, second] = vectorsV2;
const committedAt = new Date('2026-11-24T10:00:00.000Z');
const finishedAt = new Date('2026-11-24T10:05:00.000Z');

/** A random source that always gives the same 32-bit word: newServerSeed then writes it 8 times, big-endian. */
function constantWords(...words: number[]): RandomSource {
  return (buffer) => {
    buffer.set(words);
    return buffer;
  };
}

const vectorSources = [constantWords(0, 0, 0, 0, 0, 0, 0, 1), constantWords(...new Array<number>(8).fill(0xabababab))];

/** The vector's draw sealed by the site, from its entries as a host may type them (decomposed accents). */
async function sealVector(index: 0 | 1): Promise<SealedDraw> {
  const { record } = vectorsV2[index];
  return sealDraw({
    title: record.title,
    entries: record.entries.map((e) => e.normalize('NFD')),
    winnersCount: record.winnersCount,
    now: committedAt,
    source: vectorSources[index],
  });
}

async function drawAll(draw: SealedDraw): Promise<SealedDraw> {
  let current = draw;
  while (!allWinnersDrawn(current)) current = (await drawNext(current)).draw;
  return current;
}

describe('sealDraw', () => {
  it('commits as the published vectors do, from the entries as typed (NFD here) to their NFC form', async () => {
    for (const index of [0, 1] as const) {
      const sealed = await sealVector(index);
      const { record } = vectorsV2[index];
      expect(sealed).toEqual({ ...announcementOf(record), serverSeed: record.serverSeed, publicSeed: '', winners: [] });
    }
  });

  it('writes the commitment time exactly as toISOString does, milliseconds included', async () => {
    const sealed = await sealDraw({ title: 't', entries: ['a'], winnersCount: 1, now: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), source: seededSource(1) });
    expect(sealed.committedAt).toBe('2026-01-02T03:04:05.000Z');
  });

  it('commits to the NFC form of the title', async () => {
    const sealed = await sealDraw({ title: 'Cafe\u0301', entries: ['a'], winnersCount: 1, now: committedAt, source: seededSource(1) });
    expect(sealed.title).toBe('Caf\u00e9');
  });

  it('makes a new server seed from its random source each time', async () => {
    const input = { title: '', entries: ['a', 'b'], winnersCount: 1, now: committedAt };
    const [a, b] = await Promise.all([sealDraw({ ...input, source: seededSource(1) }), sealDraw({ ...input, source: seededSource(2) })]);
    expect(a.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(a.serverSeed).not.toBe(b.serverSeed);
    expect(a.commitment).not.toBe(b.commitment);
  });

  it('refuses a text that cannot be committed with a DrawTextError naming it', async () => {
    const now = committedAt;
    const cases: [string, Promise<unknown>, DrawTextError['where'], DrawTextError['problem']][] = [
      ['a title with a line break', sealDraw({ title: 'a\nb', entries: ['x'], winnersCount: 1, now }), { kind: 'title' }, { code: 'lineBreak' }],
      ['a title of 121 characters', sealDraw({ title: 'x'.repeat(121), entries: ['x'], winnersCount: 1, now }), { kind: 'title' }, { code: 'tooLong', max: 120 }],
      ['an entry with a line break', sealDraw({ title: '', entries: ['Ann', 'Ben\nCid'], winnersCount: 1, now }), { kind: 'entry', index: 1, text: 'Ben\nCid' }, { code: 'lineBreak' }],
      ['an entry of spaces', sealDraw({ title: '', entries: ['\u00A0 '], winnersCount: 1, now }), { kind: 'entry', index: 0, text: '\u00A0 ' }, { code: 'empty' }],
      ['an entry with a control', sealDraw({ title: '', entries: ['a', 'b', 'c\u0000'], winnersCount: 1, now }), { kind: 'entry', index: 2, text: 'c\u0000' }, { code: 'control', codePoint: 0 }],
    ];
    for (const [, sealing, where, problem] of cases) {
      const error = await sealing.then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(DrawTextError);
      expect(error).toMatchObject({ where, problem });
    }
  });

  it('says in its (English) message which text it is, by number and text for an entry, and why', async () => {
    await expect(sealDraw({ title: '', entries: ['Ann', 'Ben\nCid'], winnersCount: 1, now: committedAt })).rejects.toThrow('Entry 2 ("Ben\nCid") cannot be used: it contains a line break.');
    await expect(sealDraw({ title: 'x'.repeat(121), entries: ['Ann'], winnersCount: 1, now: committedAt })).rejects.toThrow(
      'The title cannot be used: it is longer than 120 characters.',
    );
    await expect(sealDraw({ title: '', entries: ['a\u200Bb\u0007'], winnersCount: 1, now: committedAt })).rejects.toThrow(
      'Entry 1 ("a\u200Bb\u0007") cannot be used: it contains the invisible control character U+0007.',
    );
  });

  it('refuses no entries, and a number of winners that is not 1 to the number of entries', async () => {
    const now = committedAt;
    await expect(sealDraw({ title: '', entries: [], winnersCount: 1, now })).rejects.toThrow(RangeError);
    for (const winnersCount of [0, 3, 1.5, -1, Number.NaN]) {
      await expect(sealDraw({ title: '', entries: ['a', 'b'], winnersCount, now })).rejects.toThrow(RangeError);
    }
  });
});

describe('sealProblem', () => {
  it('is null when the title and every entry can be committed, checked in their NFC form', () => {
    expect(sealProblem('Cafe\u0301', ['Ce\u0301line', 'Zoe\u0308'])).toBeNull();
  });

  it('gives the title\'s problem before any entry\'s, then the first entry\'s', () => {
    expect(sealProblem('a\tb', ['\n'])?.where).toEqual({ kind: 'title' });
    expect(sealProblem('', ['ok', ' ', '\n'])?.where).toEqual({ kind: 'entry', index: 1, text: ' ' });
  });
});

describe('a version 2 draw from seal to finish', () => {
  it('reproduces vector 2 exactly: canonical seed from the typed one, winners one by one, the record\'s JSON', async () => {
    let draw = withPublicSeed(await sealVector(1), second.typedPublicSeed);
    expect(draw.publicSeed).toBe('Paris 2026');
    const won: DrawWinner[] = [];
    while (!allWinnersDrawn(draw)) {
      const next = await drawNext(draw);
      won.push(next.winner);
      draw = next.draw;
    }
    expect(won).toEqual(second.record.winners);
    const record = finishDraw(draw, finishedAt);
    expect(record).toEqual(second.record);
    expect(recordToJson(record)).toBe(JSON.stringify(second.record));
  });

  it('writes the record\'s fields in the published order', async () => {
    const record = finishDraw(await drawAll(withPublicSeed(await sealVector(0), 'Paris')), finishedAt);
    expect(Object.keys(JSON.parse(recordToJson(record)) as object)).toEqual([
      'algorithm', 'title', 'entries', 'winnersCount', 'committedAt', 'commitment', 'serverSeed', 'publicSeed', 'winners', 'finishedAt',
    ]);
    expect(recordToJson(record, true)).toBe(JSON.stringify(JSON.parse(recordToJson(record)), null, 2));
  });

  it('leaves out any field the record object carries beyond the published ones', () => {
    const extra = { ...first.record, note: 'x', winners: [{ position: 4, text: 'Eun-ji', extra: 1 }] };
    expect(recordToJson(extra)).toBe(JSON.stringify(first.record));
  });

  it('keeps the winners so far and the cancellation time in a cancelled record, in place of finishedAt', async () => {
    const draw = (await drawNext(withPublicSeed(await sealVector(1), second.typedPublicSeed))).draw;
    const cancelled = cancelDraw(draw, finishedAt);
    expect(cancelled.winners).toEqual(second.record.winners.slice(0, 1));
    expect(closedAt(cancelled)).toBe('2026-11-24T10:05:00.000Z');
    const keys = Object.keys(JSON.parse(recordToJson(cancelled)) as object);
    expect(keys.slice(-1)).toEqual(['cancelledAt']);
    expect(keys).not.toContain('finishedAt');
  });

  it('names the downloaded file after the day it closed, marking a cancelled one', async () => {
    expect(recordFileName(first.record)).toBe('spinfair-draw-2026-11-24.json');
    const cancelled = cancelDraw(await sealVector(0), new Date('2026-12-01T00:00:00.000Z'));
    expect(recordFileName(cancelled)).toBe('spinfair-draw-2026-12-01-cancelled.json');
  });
});

describe('withPublicSeed', () => {
  it('keeps the canonical form for version 2 and the seed as typed for version 1', async () => {
    const v2 = withPublicSeed(await sealVector(1), ' Pa\u200Bris\u3000\u3000 2026 ');
    const v1 = withPublicSeed(await startDrawV1({ title: '', entries: ['a'], now: committedAt, source: seededSource(1) }), ' Pa\u200Bris ');
    expect([v2.algorithm, v2.publicSeed]).toEqual([DRAW_ALGORITHM_V2, 'Paris 2026']);
    expect([v1.algorithm, v1.publicSeed]).toEqual([DRAW_ALGORITHM_V1, ' Pa\u200Bris ']);
  });
});

describe('winnersWanted and allWinnersDrawn', () => {
  it('want the sealed number of winners for version 2, and are done once that many are drawn', async () => {
    let draw = withPublicSeed(await sealVector(1), 'x');
    expect(winnersWanted(draw)).toBe(3);
    for (let k = 0; k < 3; k += 1) {
      expect(allWinnersDrawn(draw)).toBe(false);
      draw = (await drawNext(draw)).draw;
    }
    expect(allWinnersDrawn(draw)).toBe(true);
  });

  it('allow up to the whole list for version 1, done after the first winner', async () => {
    const draw = await startDrawV1({ title: '', entries: ['a', 'b', 'c'], now: committedAt, source: seededSource(1) });
    expect(winnersWanted(draw)).toBe(3);
    expect(allWinnersDrawn(draw)).toBe(false);
    expect(allWinnersDrawn((await drawNext(draw)).draw)).toBe(true);
  });
});

describe('announcementOf and announcementLink', () => {
  it('publish the six committed fields in order, without the server seed, public seed or winners', async () => {
    const sealed = withPublicSeed(await sealVector(0), 'secret?');
    const json = announcementToJson(announcementOf(sealed));
    expect(Object.keys(JSON.parse(json) as object)).toEqual(['algorithm', 'title', 'entries', 'winnersCount', 'committedAt', 'commitment']);
    expect(json).not.toContain(sealed.serverSeed);
    const link = await announcementLink(announcementOf(sealed), 'https://spinfair.app');
    const match = /^https:\/\/spinfair\.app\/verify#a=([A-Za-z0-9_-]+)$/.exec(link);
    expect(inflateRawSync(Buffer.from(match?.[1] ?? '', 'base64url')).toString('utf8')).toBe(json);
  });
});

describe('readDrawUnderWay and readStoredRecord (version 2)', () => {
  it('read back a stored sealed draw and a stored record', async () => {
    const draw = (await drawNext(withPublicSeed(await sealVector(1), 'Paris 2026'))).draw;
    expect(readDrawUnderWay(JSON.parse(JSON.stringify(draw)))).toEqual(draw);
    expect(readStoredRecord(JSON.parse(recordToJson(second.record)))).toEqual(second.record);
  });

  it('refuse a stored draw whose seed, texts or winners break the rules, so a damaged store starts without a draw', async () => {
    const draw: SealedDraw = withPublicSeed(await sealVector(1), 'Paris 2026');
    const bad = [
      { ...draw, publicSeed: 'Paris  2026' },
      { ...draw, entries: ['a\nb', ...draw.entries.slice(1)] },
      { ...draw, winners: [{ position: 6, text: 'x' }] },
      { ...draw, winners: [{ position: 1, text: 'Ticket 1' }, { position: 1, text: 'Ticket 1' }] },
      { ...draw, winners: [0, 1, 2, 3].map((position) => ({ position, text: draw.entries[position] })) },
      { ...draw, committedAt: '2026-11-24T10:00:00Z' },
    ];
    for (const value of bad) expect(readDrawUnderWay(value)).toBeNull();
  });

  it('readStoredRecord refuses an announcement, which is not a record', () => {
    expect(readDrawDocument(announcementOf(first.record))).toMatchObject({ ok: true, kind: 'announcement' });
    expect(readStoredRecord(announcementOf(first.record))).toBeNull();
  });
});
