/**
 * @jest-environment node
 */
// Node's environment: jsdom has neither crypto.subtle nor CompressionStream.
import { deflateRawSync } from 'node:zlib';
import { commitmentV2, replayWinners } from '@/lib/draw/algorithm';
import { MAX_DRAW_ENTRIES, MAX_RECORD_CHARS } from '@/lib/draw/limits';
import { announcementLink, parseRecordInput, verificationLink } from '@/lib/draw/link';
import { announcementOf, announcementToJson, cancelDraw, drawNext, recordToJson, sealDraw, withPublicSeed } from '@/lib/draw/record';
import { verifyRecord } from '@/lib/draw/verify';
import { seededSource } from '@/lib/random';
import { badRecordsV2 } from './bad-records';
import { vectors, vectorsV2 } from './vectors';
import { verdictOf, wordsOf } from './english';

const [first, second] = vectorsV2;

function linkOf(bytes: Buffer): string {
  return `https://spinfair.app/verify#r=${deflateRawSync(bytes).toString('base64url')}`;
}

describe('verifyRecord on the version 2 vectors', () => {
  for (const { name, record, link } of vectorsV2) {
    it(`verifies ${name} as JSON, pretty JSON, its zlib-made link and the site's own link`, async () => {
      for (const given of [recordToJson(record), recordToJson(record, true), `https://spinfair.app${link}`, await verificationLink(record)]) {
        const report = await verifyRecord(given);
        expect(report).toMatchObject({ kind: 'verified', verified: true, olderAlgorithm: false, failed: null, tooLarge: false });
        expect(verdictOf(report)).toBe('Verified');
        expect(report.checks.map((c) => c.outcome)).toEqual(['passed', 'passed', 'passed']);
        expect(report.record).toEqual(record);
      }
    });
  }

  it('says what the commitment covers in version 2', async () => {
    const report = await verifyRecord(recordToJson(second.record));
    expect(wordsOf(report.checks[1]!).detail).toBe('SHA-256 of the server seed, the time, the number of winners, the title and the 6 entries gives the published commitment.');
  });
});

describe('verifyRecord on a version 1 record', () => {
  it('still verifies it, marked as made with the older algorithm', async () => {
    const report = await verifyRecord(recordToJson(vectors[0]!.record));
    expect(report).toMatchObject({ kind: 'verified', olderAlgorithm: true });
    expect(verdictOf(report)).toBe('Verified');
  });
});

describe('verifyRecord on an announcement', () => {
  it('reads as "Announced, not yet drawn", never "Verified", with the commitment and winners left for later', async () => {
    for (const given of [await announcementLink(announcementOf(first.record), 'https://spinfair.app'), announcementToJson(announcementOf(second.record))]) {
      const report = await verifyRecord(given);
      expect(report.kind).toBe('announced');
      expect(report.verified).toBe(false);
      expect(verdictOf(report)).toContain('Announced');
      expect(verdictOf(report)).not.toMatch(/Verified/i);
      expect(report.checks.map((c) => c.outcome)).toEqual(['passed', 'not-checked', 'not-checked']);
      expect(report.record).toBeNull();
    }
  });

  it('gives the announced list and what is committed', async () => {
    const report = await verifyRecord(await announcementLink(announcementOf(first.record)));
    expect(report.announcement).toEqual(announcementOf(first.record));
    expect(wordsOf(report.checks[0]!).detail).toBe('An announcement of "Book club prize": 5 entries, 1 winner to draw.');
  });

  it('refuses an announcement that breaks the rules, or carries a field an announcement does not have', async () => {
    const announced = JSON.parse(announcementToJson(announcementOf(first.record))) as Record<string, unknown>;
    for (const [bad, reason] of [
      [{ ...announced, publicSeed: 'Paris' }, /has a field "publicSeed"/],
      [{ ...announced, entries: ['Ana', 'Bo\nC\u00e9line'] }, /Entry 2 breaks the draw's text rules: it contains a line break/],
      [{ ...announced, committedAt: '2026-11-24T10:00Z' }, /"committedAt" must be a UTC time/],
    ] as const) {
      const report = await verifyRecord(JSON.stringify(bad));
      expect(report.kind).toBe('not-verified');
      expect(verdictOf(report)).toMatch(reason);
    }
  });
});

describe('verifyRecord on a cancelled record', () => {
  it('reads as "Cancelled", never "Verified", when its commitment and winners so far are genuine', async () => {
    let draw = withPublicSeed(await sealDraw({ title: 'Raffle', entries: ['a', 'b', 'c', 'd'], winnersCount: 3, now: new Date('2026-11-24T10:00:00.000Z'), source: seededSource(4) }), 'x');
    draw = (await drawNext(draw)).draw;
    const record = cancelDraw(draw, new Date('2026-11-24T10:01:00.000Z'));
    for (const given of [recordToJson(record), await verificationLink(record)]) {
      const report = await verifyRecord(given);
      expect(report.kind).toBe('cancelled');
      expect(report.verified).toBe(false);
      expect(verdictOf(report)).toBe(
        'Cancelled: the host stopped this draw after 1 winner of 3. Its commitment and the winners drawn so far are genuine, but it has no result.',
      );
      expect(verdictOf(report)).not.toMatch(/Verified/i);
      expect(report.checks.map((c) => c.outcome)).toEqual(['passed', 'passed', 'passed']);
    }
  });

  it('reads as "Not verified" when a cancelled record\'s winners do not follow from its seeds', async () => {
    const draw = withPublicSeed(await sealDraw({ title: '', entries: ['a', 'b', 'c'], winnersCount: 2, now: new Date('2026-11-24T10:00:00.000Z'), source: seededSource(4) }), 'x');
    const { winner } = await drawNext(draw);
    const other = (winner.position + 1) % 3;
    const record = cancelDraw({ ...draw, winners: [{ position: other, text: draw.entries[other] ?? '' }] }, new Date('2026-11-24T10:01:00.000Z'));
    const report = await verifyRecord(recordToJson(record));
    expect(report).toMatchObject({ kind: 'not-verified', failed: 'winners' });
    expect(verdictOf(report)).not.toContain('Cancelled');
  });
});

describe('verifyRecord refuses a version 2 record that breaks a rule, and says which', () => {
  for (const { name, json, failed, reason } of badRecordsV2) {
    it(`${name}: "Not verified", failing the ${failed} check`, async () => {
      const report = await verifyRecord(json);
      expect(report.kind).toBe('not-verified');
      expect(report.verified).toBe(false);
      expect(report.failed).toBe(failed);
      expect(verdictOf(report)).toMatch(/^Not verified: the check ".+" failed\. /);
      expect(verdictOf(report)).toMatch(reason);
      expect(report.tooLarge).toBe(false);
    });
  }

  it('refuses two entries joined by a line break, although that list hashes like the committed one and its winners are redrawn', async () => {
    const { record } = second;
    const entries = [...record.entries.slice(0, 4), `${record.entries[4]}\n${record.entries[5]}`];
    await expect(commitmentV2({ ...record, entries })).resolves.toBe(record.commitment);
    const winners = await replayWinners(record, entries, record.winnersCount);
    const report = await verifyRecord(JSON.stringify({ ...record, entries, winners }));
    expect(report.failed).toBe('record');
    expect(verdictOf(report)).toMatch(/Entry 5 breaks the draw's text rules: it contains a line break/);
  });

  it('refuses a public seed that is not canonical, even one that draws the same winners', async () => {
    // A zero-width space before "Paris" happens to draw Eun-ji too; only the canonical form is what a draw uses.
    const { record } = first;
    const typed = '\u200BParis';
    await expect(replayWinners({ ...record, publicSeed: typed }, record.entries, 1)).resolves.toEqual(record.winners);
    const report = await verifyRecord(JSON.stringify({ ...record, publicSeed: typed }));
    expect(report.failed).toBe('record');
    expect(verdictOf(report)).toMatch(/"publicSeed" is not in its canonical form/);
  });
});

describe('verifyRecord and the public seed, which is published but not committed', () => {
  it('verifies a record whose canonical public seed was swapped for another that draws the very same winners', async () => {
    // "Paris 1" also draws Eun-ji: only the audience, who chose the seed, can tell it is not theirs.
    const report = await verifyRecord(JSON.stringify({ ...first.record, publicSeed: 'Paris 1' }));
    expect(report.kind).toBe('verified');
  });

  it('refuses one that draws another winner, naming the winner it should be', async () => {
    const report = await verifyRecord(JSON.stringify({ ...first.record, publicSeed: 'Rome' }));
    expect(report.failed).toBe('winners');
    expect(verdictOf(report)).toMatch(/Winner 1 should be position 1 \("Bo"\), but the record says position 4 \("Eun-ji"\)/);
  });
});

describe('verifyRecord on input larger than any draw', () => {
  it('does not call a record "too large" because its own text says so', async () => {
    const report = await verifyRecord('{"algorithm":"too large"}');
    expect(report.kind).toBe('not-verified');
    expect(report.tooLarge).toBe(false);
  });

  it(`answers "too large" for a record of over ${MAX_DRAW_ENTRIES.toLocaleString('en-US')} entries`, async () => {
    const entries = Array.from({ length: MAX_DRAW_ENTRIES + 1 }, (_, i) => `T${i}`);
    const report = await verifyRecord(JSON.stringify({ ...second.record, entries }));
    expect(report).toMatchObject({ kind: 'not-verified', tooLarge: true, failed: 'record' });
    expect(verdictOf(report)).toMatch(/The draw is too large: it has over 100,000 entries/);
  });

  it(`reads a record of exactly ${MAX_DRAW_ENTRIES.toLocaleString('en-US')} entries, which is not too large`, async () => {
    const entries = Array.from({ length: MAX_DRAW_ENTRIES }, (_, i) => `T${i}`);
    const report = await verifyRecord(JSON.stringify({ ...second.record, entries }));
    expect(report).toMatchObject({ tooLarge: false, failed: 'commitment' });
  });

  it('answers "too large" for pasted text over MAX_RECORD_CHARS, before reading it', async () => {
    const report = await verifyRecord(`{"entries":[${'"",'.repeat(MAX_RECORD_CHARS / 3)}""]}`);
    expect(report).toMatchObject({ tooLarge: true, failed: 'record' });
    expect(verdictOf(report)).toMatch(/The text is too large/);
  });

  const bombs: [string, () => Buffer][] = [
    ['12 MB of spaces', () => Buffer.alloc(12_000_000, ' ')],
    ['12 MB of "", repeated in a JSON list', () => Buffer.from(`[${'"",'.repeat(4_000_000)}""]`)],
    ['100 MB of zero bytes', () => Buffer.alloc(100_000_000, 0)],
  ];
  for (const [name, contents] of bombs) {
    it(`answers a small link that unpacks to ${name} with tooLarge and "too large"`, async () => {
      const link = linkOf(contents());
      expect(link.length).toBeLessThan(MAX_RECORD_CHARS / 10);
      const report = await verifyRecord(link);
      const parsed = await parseRecordInput(link);
      expect(report).toMatchObject({ kind: 'not-verified', verified: false, tooLarge: true, failed: 'record' });
      expect(verdictOf(report)).toMatch(/The verification link is too large: it unpacks to more than a draw record of 100,000 entries can hold, so it was not opened\./);
      expect(parsed).toMatchObject({ ok: false, problem: { code: 'tooLarge', source: 'verification' } });
    });
  }

  it('unpacks a link of exactly MAX_RECORD_CHARS bytes, the most it allows', async () => {
    const parsed = await parseRecordInput(linkOf(Buffer.alloc(MAX_RECORD_CHARS, ' ')));
    expect(parsed).toEqual({ ok: false, problem: { code: 'notJson', source: 'verification' } });
    expect(verdictOf(await verifyRecord(linkOf(Buffer.alloc(MAX_RECORD_CHARS, ' '))))).toMatch(
      /The record inside the verification link is not valid JSON: it may be cut short or edited by hand\.$/,
    );
  });
});

describe('withPublicSeed', () => {
  it('refuses a seed whose canonical form is longer than a draw takes, even one NFKC lengthens', async () => {
    const sealed = await sealDraw({ title: '', entries: ['a', 'b'], winnersCount: 1, now: new Date(0), source: seededSource(3) });
    expect(() => withPublicSeed(sealed, 'x'.repeat(201))).toThrow(RangeError);
    expect(() => withPublicSeed(sealed, '\uFDFA'.repeat(12))).toThrow(RangeError);
    expect(withPublicSeed(sealed, ` ${'x'.repeat(200)} \u200B`).publicSeed).toBe('x'.repeat(200));
  });
});
