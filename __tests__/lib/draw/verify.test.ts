/**
 * @jest-environment node
 */
// Node's environment: jsdom has neither crypto.subtle nor CompressionStream.
import { deflateRawSync } from 'node:zlib';
import { MAX_RECORD_CHARS } from '@/lib/draw/limits';
import { verificationLink } from '@/lib/draw/link';
import { recordToJson, type DrawRecord } from '@/lib/draw/record';
import { readDrawUnderWay } from '@/lib/draw/read-record';
import { verifyRecord } from '@/lib/draw/verify';
import { vectors } from './vectors';
import { verdictOf } from './english';

const [simple, unicode] = vectors as [(typeof vectors)[0], (typeof vectors)[0]];

function linkOf(json: string): string {
  return `https://spinfair.app/verify#r=${deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url')}`;
}

function tampered(record: DrawRecord, changes: Record<string, unknown>): string {
  return JSON.stringify({ ...record, ...changes });
}

describe('verifyRecord on the fixed version 1 vectors', () => {
  for (const { name, record, link } of vectors) {
    it(`verifies ${name} given as JSON${link ? ' and as its zlib-made link' : ''}`, async () => {
      const report = await verifyRecord(recordToJson(record, true));
      expect(verdictOf(report)).toBe('Verified');
      expect(report.olderAlgorithm).toBe(true);
      expect(report.checks.map((c) => c.outcome)).toEqual(['passed', 'passed', 'passed']);
      expect(report.record).toEqual(record);
      if (link) await expect(verifyRecord(`https://spinfair.app${link}`)).resolves.toMatchObject({ verified: true });
    });
  }

  it('verifies its own link for the raffle of 5,993 tickets', async () => {
    const raffle = vectors[2]?.record as DrawRecord;
    await expect(verifyRecord(await verificationLink(raffle, 'https://spinfair.app'))).resolves.toMatchObject({ verified: true });
  });
});

describe('verifyRecord names the check that fails', () => {
  const cases: [string, string, string, RegExp][] = [
    ['a winner changed to another entry', tampered(simple.record, { winners: [{ position: 1, text: 'Bob' }, ...simple.record.winners.slice(1)] }), 'winners', /Winner 1 should be position 2 \("Carol"\), but the record says position 1 \("Bob"\)/],
    ['a winner text changed', tampered(simple.record, { winners: [{ position: 2, text: 'Caroline' }, ...simple.record.winners.slice(1)] }), 'winners', /whose text is "Carol", but the record says "Caroline"/],
    ['an entry removed', tampered(simple.record, { entries: ['Alice', 'Bob', 'Carol', 'Dave'] }), 'commitment', /something committed is not what the host committed to/],
    ['the public seed changed', tampered(simple.record, { publicSeed: 'lottery 1 2 3' }), 'winners', /Winner 1 should be/],
    ['an entry changed on a list with duplicates', tampered(unicode.record, { entries: unicode.record.entries.map((e, i) => (i === 6 ? 'Anna' : e)) }), 'commitment', /something committed is not what the host committed to/],
    ['a position beyond the list', tampered(simple.record, { winners: [{ position: 5, text: 'Eve' }] }), 'winners', /positions run from 0 to 4/],
  ];
  for (const [name, input, failed, reason] of cases) {
    it(`${name}: "Not verified", failing the ${failed} check`, async () => {
      const report = await verifyRecord(input);
      expect(report.verified).toBe(false);
      expect(report.failed).toBe(failed);
      expect(verdictOf(report)).toMatch(/^Not verified: /);
      expect(verdictOf(report)).toMatch(reason);
    });
  }
});

describe('verifyRecord on bad input never throws and says why', () => {
  const cases: [string, string, RegExp][] = [
    ['plain words', 'hello, is this the draw?', /neither a draw record \(JSON\) nor a verification link/],
    ['broken JSON', '{"algorithm": "spinfair-draw-v1", "entries": [', /draw record is not valid JSON/],
    ['nothing at all', '   ', /nothing to check/],
    ['a JSON number', '42', /not a JSON object/],
    ['a JSON list', '[1, 2]', /not a JSON object/],
    ['an unknown algorithm', tampered(simple.record, { algorithm: 'spinfair-draw-v4' }), /algorithm "spinfair-draw-v4"; this page checks spinfair-draw-v3, spinfair-draw-v2 and spinfair-draw-v1/],
    ['a version 1 record renamed version 2', tampered(simple.record, { algorithm: 'spinfair-draw-v2' }), /"winnersCount" must be a whole number/],
    ['no algorithm', JSON.stringify({ entries: [] }), /does not name its algorithm/],
    ['entries that are not a list', tampered(simple.record, { entries: 'Alice, Bob' }), /"entries" is missing or is not a list/],
    ['an entry that is a number', tampered(simple.record, { entries: ['Alice', 7] }), /Entry 2 is missing or is not text/],
    ['an entry with a line break', tampered(simple.record, { entries: ['Alice\nBob'] }), /Entry 1 contains a line break/],
    ['no entries', tampered(simple.record, { entries: [] }), /"entries" is empty/],
    ['an upper-case commitment', tampered(simple.record, { commitment: simple.record.commitment.toUpperCase() }), /"commitment" must be 64 lower-case hexadecimal digits/],
    ['a short server seed', tampered(simple.record, { serverSeed: 'abc123' }), /"serverSeed" must be 64/],
    ['a missing public seed', tampered(simple.record, { publicSeed: undefined }), /"publicSeed" is missing or is not text/],
    ['a fractional position', tampered(simple.record, { winners: [{ position: 1.5, text: 'Bob' }] }), /Winner 1's position is not a whole number/],
    ['a position given as text', tampered(simple.record, { winners: [{ position: '2', text: 'Carol' }] }), /Winner 1's position is not a whole number/],
    ['a winner that is text', tampered(simple.record, { winners: ['Carol'] }), /Winner 1 is not an object/],
    ['more winners than entries', tampered(simple.record, { winners: [0, 1, 2, 3, 4, 0].map((position) => ({ position, text: 'x' })) }), /lists 6 winners, but a draw from 5 entries has at most 5/],
    ['a date that is not a date', tampered(simple.record, { finishedAt: 'yesterday' }), /"finishedAt" is not an ISO 8601 date and time/],
    ['an unpaired surrogate', tampered(simple.record, { title: 'a\ud800b' }), /"title" contains a broken character/],
    ['over 10 million characters of text', 'x'.repeat(MAX_RECORD_CHARS + 1), /The text is too large/],
    ['over 10 million characters of JSON', `{"a":"${'x'.repeat(MAX_RECORD_CHARS)}"}`, /The text is too large/],
    ['a link cut in the middle', (simple.link ?? '').slice(0, 200), /incomplete or damaged/],
    ['a link cut by one character', (simple.link ?? '').slice(0, -1), /incomplete or damaged|characters or a length/],
    ['a link with characters base64url never has', '/verify#r=ab$cd+ef/gh==', /characters or a length a link never has/],
    ['a link with nothing after #r=', 'https://spinfair.app/verify#r=', /nothing after "#r="/],
    ['a link that unpacks to 12 MB', linkOf('a'.repeat(12_000_000)), /verification link is too large: it unpacks to more than a draw record of 100,000 entries can hold/],
    ['a link whose contents are not JSON', linkOf('not json at all'), /record inside the verification link is not valid JSON/],
    ['a link whose contents are not UTF-8', `#r=${deflateRawSync(Buffer.from([0xff, 0xfe, 0x80])).toString('base64url')}`, /does not hold UTF-8 text/],
  ];
  for (const [name, input, reason] of cases) {
    it(`${name}: "Not verified" with the reason, the later checks not run`, async () => {
      const report = await verifyRecord(input);
      expect(report.verified).toBe(false);
      expect(report.failed).toBe('record');
      expect(verdictOf(report)).toMatch(reason);
      expect(report.checks.map((c) => c.outcome)).toEqual(['failed', 'not-checked', 'not-checked']);
      expect(report.record).toBeNull();
    });
  }
});

describe('readDrawUnderWay', () => {
  const draw: Record<string, unknown> = { ...simple.record };
  delete draw.finishedAt;

  it('reads back a stored draw under way', () => {
    expect(readDrawUnderWay(JSON.parse(JSON.stringify(draw)))).toEqual(draw);
  });

  it('refuses anything else, so a damaged store starts without a draw', () => {
    for (const bad of [null, 'draw', { ...draw, algorithm: 'x' }, { ...draw, serverSeed: 'short' }, { ...draw, winners: [{ position: 9, text: 'x' }] }, { ...draw, winners: [{ position: 1, text: 'Bob' }, { position: 1, text: 'Bob' }] }]) {
      expect(readDrawUnderWay(bad)).toBeNull();
    }
  });
});
