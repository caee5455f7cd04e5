/**
 * @jest-environment node
 */
// Node's environment: jsdom has neither crypto.subtle nor CompressionStream.
import { deflateRawSync } from 'node:zlib';
import { commitmentV3 } from '@/lib/draw/algorithm';
import { QUICKNET, roundAt, roundTimeMs } from '@/lib/draw/beacon';
import { announcementLink, verificationLink } from '@/lib/draw/link';
import { readDrawDocument } from '@/lib/draw/read-record';
import { DrawTextError } from '@/lib/draw/record';
import {
  announcementOfV3,
  announcementV3ToJson,
  beaconWinnerStream,
  cancelDrawV3,
  decidedAtMs,
  drawNextV3,
  finishDrawV3,
  MAX_DRAW_AHEAD_MS,
  MIN_DRAW_DELAY_MS,
  recordV3ToJson,
  sealDrawV3,
  withBeaconSignature,
  type FinishedDrawV3,
} from '@/lib/draw/record-v3';
import { verifyRecord } from '@/lib/draw/verify';
import { fastVerifier, recordedRound } from './beacon-rounds';
import { verdictOf, wordsOf } from './english';
import { formatMoment } from '@/lib/i18n/moments';
import { ENTRIES, round123, VECTOR, vectorRecord } from './vectors-v3';

const LATER = Date.parse('2026-11-27T12:00:00.000Z');

/** The vector's record as JSON with some fields replaced or removed (undefined). */
function changed(change: Record<string, unknown>, base: object = vectorRecord): string {
  return JSON.stringify({ ...JSON.parse(recordV3ToJson(base as FinishedDrawV3)), ...change });
}

function outcomes(report: Awaited<ReturnType<typeof verifyRecord>>): Record<string, string> {
  return Object.fromEntries(report.checks.map((c) => [c.id, c.outcome]));
}

const verifyNow = (input: string) => verifyRecord(input, { now: LATER });

describe('the version 3 test vector (round 123)', () => {
  it('commits to the time, the count, the chain, the round, the title and the list: db9532bb…', async () => {
    const { committedAt, winnersCount, title, entries } = VECTOR;
    expect(await commitmentV3({ committedAt, winnersCount, chain: QUICKNET.chainHash, round: 123, title, entries })).toBe(VECTOR.commitment);
  });

  it("draws positions 0 and 1 from SHA-256 of the round's signature", async () => {
    const stream = await beaconWinnerStream(round123.signature, VECTOR.commitment);
    expect(await stream.replay(ENTRIES, 2)).toEqual(vectorRecord.winners);
  });

  it('verifies with all five checks, named as version 3, with the real BLS check', async () => {
    const report = await verifyNow(recordV3ToJson(vectorRecord));
    expect(report).toMatchObject({ kind: 'verified', verified: true, version: 3, failed: null, olderAlgorithm: false, record: null, announcement: null });
    expect(report.checks.map((c) => c.id)).toEqual(['record', 'commitment', 'round', 'signature', 'winners']);
    expect(report.checks.every((c) => c.outcome === 'passed')).toBe(true);
    expect(report.beaconRecord).toEqual(vectorRecord);
    expect(report.decidedAt).toBe('2023-08-23T15:15:33.000Z');
    expect(report.inFuture).toEqual([]);
    expect(verdictOf(report)).toBe(`Verified: the winners were decided by drand round 123, published ${formatMoment('2023-08-23T15:15:33.000Z', 'en')}.`);
    expect(report.decidedAt).toBe('2023-08-23T15:15:33.000Z');
    expect(report.checks.map((c) => wordsOf(c).detail)).toEqual([
      'A complete record of "Book club prize": 5 entries, 2 winners.',
      'SHA-256 of the time, the number of winners, the beacon chain and round, the title and the 5 entries gives the published commitment.',
      'Round 123 was published 93 seconds after the commitment, so no one could know its randomness when the draw was sealed.',
      "The signature of round 123 verifies against drand quicknet's public key.",
      "Recomputed from the round's randomness (SHA-256 of its signature) and the commitment, all 2 winners are the same, in the same order.",
    ]);
  });

  it('claiming round 124 fails checks 2 (commitment) and 4 (signature) and nothing else', async () => {
    const report = await verifyNow(changed({ beacon: { ...vectorRecord.beacon, round: 124 } }));
    expect(outcomes(report)).toEqual({ record: 'passed', commitment: 'failed', round: 'passed', signature: 'failed', winners: 'passed' });
    expect(report.failed).toBe('commitment');
    expect(verdictOf(report)).toMatch(/^Not verified: the check "Everything committed matches the commitment" failed\./);
  });

  it('sealed at 15:15:10, 23 s before the round, fails check 3 only', async () => {
    const committedAt = '2023-08-23T15:15:10.000Z';
    const commitment = await commitmentV3({ committedAt, winnersCount: 2, chain: QUICKNET.chainHash, round: 123, title: VECTOR.title, entries: ENTRIES });
    const winners = await (await beaconWinnerStream(round123.signature, commitment)).replay(ENTRIES, 2);
    const report = await verifyNow(changed({ committedAt, commitment, winners }));
    expect(outcomes(report)).toEqual({ record: 'passed', commitment: 'passed', round: 'failed', signature: 'passed', winners: 'passed' });
    expect(wordsOf(report.checks[2]!).detail).toMatch(/^Round 123 was published 23 seconds after the commitment, less than the 30 seconds/);
  });

  it('passes check 3 at exactly 30 s and fails it a millisecond later', async () => {
    for (const [committedAt, outcome] of [
      ['2023-08-23T15:15:03.000Z', 'passed'],
      ['2023-08-23T15:15:03.001Z', 'failed'],
    ] as const) {
      const commitment = await commitmentV3({ committedAt, winnersCount: 2, chain: QUICKNET.chainHash, round: 123, title: VECTOR.title, entries: ENTRIES });
      const winners = await (await beaconWinnerStream(round123.signature, commitment)).replay(ENTRIES, 2);
      const report = await verifyNow(changed({ committedAt, commitment, winners }));
      expect(outcomes(report).round).toBe(outcome);
    }
  });

  it("another round's genuine signature fails check 4 (and the winners it gives)", async () => {
    const report = await verifyNow(changed({ beacon: { ...vectorRecord.beacon, signature: recordedRound(2000).signature } }));
    expect(outcomes(report).signature).toBe('failed');
    expect(outcomes(report).commitment).toBe('passed');
    expect(report.failed).toBe('signature');
  });

  it('verifies through its link, and the link carries the fields in the published order', async () => {
    const link = await verificationLink(vectorRecord, 'https://spinfair.app');
    expect(link.startsWith('https://spinfair.app/verify#r=')).toBe(true);
    expect((await verifyNow(link)).kind).toBe('verified');
    expect(Object.keys(JSON.parse(recordV3ToJson(vectorRecord)))).toEqual([
      'algorithm', 'title', 'entries', 'winnersCount', 'committedAt', 'beacon', 'commitment', 'winners', 'finishedAt',
    ]);
    expect(recordV3ToJson(vectorRecord)).toContain(`"beacon":{"chain":"${QUICKNET.chainHash}","round":123,"signature":"${round123.signature}"}`);
    const zlibLink = `https://spinfair.app/verify#r=${deflateRawSync(Buffer.from(recordV3ToJson(vectorRecord, true))).toString('base64url')}`;
    expect((await verifyNow(zlibLink)).kind).toBe('verified');
  });
});

describe('a version 3 announcement', () => {
  const announcement = announcementOfV3(vectorRecord);

  it('has the published fields in order, without signature or winners', () => {
    expect(announcementV3ToJson(announcement)).toBe(
      `{"algorithm":"spinfair-draw-v3","title":"Book club prize","entries":["Ana","Bo","Céline","Dmitri","Eun-ji"],"winnersCount":2,"committedAt":"2023-08-23T15:14:00.000Z","beacon":{"chain":"${QUICKNET.chainHash}","round":123},"commitment":"${VECTOR.commitment}"}`,
    );
  });

  it('reads as "Announced": the commitment and the round time checked already, the signature and winners after the round', async () => {
    const link = await announcementLink(announcement);
    expect(link.startsWith('/verify#a=')).toBe(true);
    const report = await verifyRecord(link, { now: Date.parse('2023-08-23T15:14:30.000Z') });
    expect(report).toMatchObject({ kind: 'announced', verified: false, version: 3, decidedAt: '2023-08-23T15:15:33.000Z' });
    expect(report.beaconAnnouncement).toEqual(announcement);
    expect(outcomes(report)).toEqual({ record: 'passed', commitment: 'passed', round: 'passed', signature: 'not-checked', winners: 'not-checked' });
    expect(report.inFuture).toEqual([{ field: 'round', at: '2023-08-23T15:15:33.000Z' }]);
    expect(verdictOf(report)).not.toMatch(/Verified/i);
  });

  it('with a changed title reads as not verified already', async () => {
    const report = await verifyNow(announcementV3ToJson({ ...announcement, title: 'Other prize' }));
    expect(report.kind).toBe('not-verified');
    expect(report.failed).toBe('commitment');
  });

  it('refuses a signature inside an announcement', () => {
    const read = readDrawDocument({ ...announcement, beacon: { ...announcement.beacon, signature: round123.signature } });
    expect(read).toEqual({ ok: false, problem: { code: 'extraField', field: 'beacon.signature' } });
  });
});

describe('times in the future', () => {
  it('are listed for the page (committedAt, the round, finishedAt) without failing a check by themselves', async () => {
    const report = await verifyRecord(recordV3ToJson(vectorRecord), { now: Date.parse('2023-08-23T15:00:00.000Z') });
    expect(report.inFuture).toEqual([
      { field: 'committedAt', at: '2023-08-23T15:14:00.000Z' },
      { field: 'round', at: '2023-08-23T15:15:33.000Z' },
      { field: 'finishedAt', at: '2023-08-23T15:16:00.000Z' },
    ]);
    expect(report.kind).toBe('verified');
  });
});

describe('sealing, drawing and closing a version 3 draw', () => {
  const now = new Date('2026-11-27T10:00:00.000Z');

  it('fixes the first round at or after the draw time and commits to it', async () => {
    const drawAt = new Date(now.getTime() + 60_000);
    const draw = await sealDrawV3({ title: 'Prize', entries: ['A', 'B', 'C'], winnersCount: 2, now, drawAt });
    expect(draw.beacon).toEqual({ chain: QUICKNET.chainHash, round: roundAt(drawAt.getTime()) });
    expect(decidedAtMs(draw)).toBeGreaterThanOrEqual(drawAt.getTime());
    expect(decidedAtMs(draw) - Date.parse(draw.committedAt)).toBeGreaterThanOrEqual(MIN_DRAW_DELAY_MS);
    expect(draw.commitment).toBe(
      await commitmentV3({ committedAt: draw.committedAt, winnersCount: 2, chain: QUICKNET.chainHash, round: draw.beacon.round, title: 'Prize', entries: ['A', 'B', 'C'] }),
    );
    expect(draw.winners).toEqual([]);
  });

  it('takes a draw time from 30 seconds to 30 days ahead, and nothing outside', async () => {
    const seal = (ms: number) => sealDrawV3({ title: '', entries: ['A'], winnersCount: 1, now, drawAt: new Date(now.getTime() + ms) });
    await expect(seal(MIN_DRAW_DELAY_MS)).resolves.toBeDefined();
    await expect(seal(MAX_DRAW_AHEAD_MS)).resolves.toBeDefined();
    for (const ms of [MIN_DRAW_DELAY_MS - 1, 0, -60_000, MAX_DRAW_AHEAD_MS + 1, Number.NaN]) await expect(seal(ms)).rejects.toThrow(RangeError);
  });

  it('refuses texts that break the rules, and winner counts out of range', async () => {
    const drawAt = new Date(now.getTime() + 60_000);
    await expect(sealDrawV3({ title: 'a\nb', entries: ['A'], winnersCount: 1, now, drawAt })).rejects.toThrow(DrawTextError);
    await expect(sealDrawV3({ title: '', entries: ['A', ' '], winnersCount: 1, now, drawAt })).rejects.toThrow(DrawTextError);
    for (const winnersCount of [0, 3, 1.5]) await expect(sealDrawV3({ title: '', entries: ['A', 'B'], winnersCount, now, drawAt })).rejects.toThrow(RangeError);
    await expect(sealDrawV3({ title: '', entries: [], winnersCount: 1, now, drawAt })).rejects.toThrow(RangeError);
  });

  it('draws no winner before the signature, takes only a signature that verifies, then draws the vector', async () => {
    const verify = await fastVerifier();
    const { algorithm, title, entries, winnersCount, committedAt, beacon, commitment } = vectorRecord;
    const sealed = { algorithm, title, entries, winnersCount, committedAt, beacon: { chain: beacon.chain, round: beacon.round }, commitment, winners: [] };
    await expect(drawNextV3(sealed)).rejects.toThrow(RangeError);
    await expect(withBeaconSignature(sealed, recordedRound(2000).signature, verify)).rejects.toThrow(RangeError);
    let draw = await withBeaconSignature(sealed, round123.signature.toUpperCase(), verify);
    expect(() => finishDrawV3(draw, new Date(LATER))).toThrow(RangeError);
    for (let k = 0; k < 2; k += 1) draw = (await drawNextV3(draw)).draw;
    expect(draw.winners).toEqual(vectorRecord.winners);
    const finished = finishDrawV3(draw, new Date('2023-08-23T15:16:00.000Z'));
    expect(recordV3ToJson(finished)).toBe(recordV3ToJson(vectorRecord));
  });

  it('cancelled before its round: "Cancelled", no signature to check, never "Verified"', async () => {
    const draw = await sealDrawV3({ title: 'Prize', entries: ['A', 'B', 'C'], winnersCount: 2, now, drawAt: new Date(now.getTime() + 60_000) });
    const report = await verifyRecord(recordV3ToJson(cancelDrawV3(draw, new Date(now.getTime() + 10_000))), { now: now.getTime() + 20_000 });
    expect(report.kind).toBe('cancelled');
    expect(outcomes(report)).toEqual({ record: 'passed', commitment: 'passed', round: 'passed', signature: 'not-checked', winners: 'passed' });
    expect(verdictOf(report)).toBe('Cancelled: the host stopped this draw after 0 winners of 2. Its commitment and the winners drawn so far are genuine, but it has no result.');
  });

  it('cancelled after a winner, with its signature: "Cancelled", every check made', async () => {
    const verify = await fastVerifier();
    const cancelled = { ...vectorRecord, winners: vectorRecord.winners.slice(0, 1), finishedAt: undefined, cancelledAt: '2023-08-23T15:16:00.000Z' };
    const report = await verifyRecord(JSON.stringify(cancelled), { now: LATER, verify });
    expect(report.kind).toBe('cancelled');
    expect(report.checks.every((c) => c.outcome === 'passed')).toBe(true);
  });
});

describe('reading a version 3 record: exact shape, hostile input', () => {
  const base = JSON.parse(recordV3ToJson(vectorRecord)) as Record<string, unknown>;
  const beacon = base.beacon as Record<string, unknown>;
  // Through JSON, as a record arrives: a field set to undefined is a field left out.
  const problemOf = (value: unknown) => {
    const read = readDrawDocument(JSON.parse(JSON.stringify(value)));
    return read.ok ? null : read.problem;
  };

  it.each([
    ['another chain', { beacon: { ...beacon, chain: 'dbd506d6ef76e5f386f41c651dcb808c5bcbd75471cc4eafa3f4df7ad4e4c493' } }, { code: 'beaconProblem', problem: 'otherChain' }],
    ['a chain that is not text', { beacon: { ...beacon, chain: 5 } }, { code: 'notText', part: { kind: 'field', name: 'beacon.chain' } }],
    ['round 0', { beacon: { ...beacon, round: 0 } }, { code: 'beaconProblem', problem: 'notRound' }],
    ['a fractional round', { beacon: { ...beacon, round: 1.5 } }, { code: 'beaconProblem', problem: 'notRound' }],
    ['a round as text', { beacon: { ...beacon, round: '123' } }, { code: 'beaconProblem', problem: 'notRound' }],
    ['a round past 2^53', { beacon: { ...beacon, round: 2 ** 60 } }, { code: 'beaconProblem', problem: 'notRound' }],
    ['a round whose time is past any date', { beacon: { ...beacon, round: 2 ** 53 - 1 } }, { code: 'beaconProblem', problem: 'notRound' }],
    ['a signature in upper case', { beacon: { ...beacon, signature: round123.signature.toUpperCase() } }, { code: 'beaconProblem', problem: 'notSignature' }],
    ['a short signature', { beacon: { ...beacon, signature: round123.signature.slice(2) } }, { code: 'beaconProblem', problem: 'notSignature' }],
    ['a signature that is not text', { beacon: { ...beacon, signature: [1, 2] } }, { code: 'beaconProblem', problem: 'notSignature' }],
    ['a finished record without signature', { beacon: { chain: beacon.chain, round: 123 } }, { code: 'beaconProblem', problem: 'noSignature' }],
    ['a beacon that is a list', { beacon: [beacon] }, { code: 'beaconProblem', problem: 'notObject' }],
    ['no beacon', { beacon: undefined }, { code: 'beaconProblem', problem: 'notObject' }],
    ['a relay randomness inside the beacon', { beacon: { ...beacon, randomness: round123.randomness } }, { code: 'extraField', field: 'beacon.randomness' }],
    ["version 2's server seed", { serverSeed: '00'.repeat(32) }, { code: 'extraField', field: 'serverSeed' }],
    ["version 2's public seed", { publicSeed: '' }, { code: 'extraField', field: 'publicSeed' }],
    ['both ends', { cancelledAt: '2023-08-23T15:16:00.000Z' }, { code: 'notOneEnd' }],
    ['an end before the commitment', { finishedAt: '2023-08-23T15:13:00.000Z' }, { code: 'endBeforeCommitted', field: 'finishedAt' }],
    ['more winners than sealed', { winners: [...vectorRecord.winners, { position: 2, text: 'Céline' }] }, { code: 'winnersOverSealed', winners: 3, sealed: 2 }],
    ['a loose time', { committedAt: '2023-08-23T15:14:00Z' }, { code: 'notExactTime', field: 'committedAt' }],
    ['an entry with a line break', { entries: ['Ana', 'B\no'] }, { code: 'entryBreaksRules', entry: 2, problem: { code: 'lineBreak' } }],
  ])('refuses %s', (_, change, problem) => {
    expect(problemOf({ ...base, ...change })).toEqual(problem);
  });

  it('refuses winners in a cancelled record without signature', () => {
    const unsigned = { chain: beacon.chain, round: beacon.round };
    expect(problemOf({ ...base, beacon: unsigned, finishedAt: undefined, cancelledAt: '2023-08-23T15:16:00.000Z' })).toEqual({ code: 'beaconProblem', problem: 'noSignature' });
  });

  it('says why a hostile record is not one, without throwing: deep nesting, huge lists, wrong types', async () => {
    const deep = `${'{"beacon":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const hostile = [
      `${JSON.stringify(base).slice(0, -1)},"beacon":${deep}}`,
      JSON.stringify({ ...base, entries: Array.from({ length: 100_001 }, () => 'x') }),
      JSON.stringify({ ...base, winners: 'all' }),
      JSON.stringify({ ...base, winnersCount: '2' }),
      JSON.stringify({ ...base, beacon: null }),
      JSON.stringify({ ...base, beacon: { ...beacon, round: 2 ** 53 - 1 } }),
      JSON.stringify({ ...base, beacon: { ...beacon, round: 1e308 } }),
      `${JSON.stringify(base).slice(0, -1)},"beacon":{"chain":"${QUICKNET.chainHash}","round":123,"signature":"${'0'.repeat(10_000)}"}}`,
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
      JSON.stringify({ ...base, algorithm: 'spinfair-draw-v4' }),
    ];
    for (const input of hostile) {
      const report = await verifyNow(input);
      expect(report.kind).toBe('not-verified');
      expect(report.failed).toBe('record');
    }
  });

  it('reads a version 2 record with a beacon as having a field its version does not have', () => {
    expect(problemOf({ ...base, algorithm: 'spinfair-draw-v2', serverSeed: '00'.repeat(32), publicSeed: '' })).toEqual({ code: 'extraField', field: 'beacon' });
  });
});

describe('round arithmetic used by the checks', () => {
  it("the vector's round is the first at or after 15:15:31, and its time is 15:15:33", () => {
    expect(roundAt(Date.parse('2023-08-23T15:15:31.000Z'))).toBe(123);
    expect(new Date(roundTimeMs(123)).toISOString()).toBe('2023-08-23T15:15:33.000Z');
  });
});
