/**
 * @jest-environment node
 */
// Node's environment: jsdom has neither crypto.subtle nor CompressionStream.
import fc from 'fast-check';
import { verificationLink } from '@/lib/draw/link';
import { drawNext, finishDraw, recordToJson, type DrawRecord } from '@/lib/draw/record';
import { verifyRecord, type CheckId } from '@/lib/draw/verify';
import { seededSource } from '@/lib/random';
import { entryText, unicodeText } from './arbitraries';
import { startDrawV1 } from './v1-draw';
import { verdictOf } from './english';

// Each run hashes, draws and packs; a thousand of them take several seconds on a busy machine.
const SLOW_MS = 120_000;

interface DrawInput {
  title: string;
  entries: string[];
  publicSeed: string;
  seed: number;
  /** The share of the entries that win, 0 to 1. */
  winnerShare: number;
}

function drawInput(entryCount: { min: number; max: number }, winnerShare = { min: 0, max: 1 }): fc.Arbitrary<DrawInput> {
  return fc.record({
    title: unicodeText(),
    entries: fc.array(entryText, { minLength: entryCount.min, maxLength: entryCount.max }),
    publicSeed: unicodeText(),
    seed: fc.integer(),
    winnerShare: fc.double({ ...winnerShare, noNaN: true }),
  });
}

async function makeRecord({ title, entries, publicSeed, seed, winnerShare }: DrawInput): Promise<DrawRecord> {
  let draw = await startDrawV1({ title, entries, now: new Date(Date.UTC(2026, 10, 23, 12)), source: seededSource(seed) });
  draw = { ...draw, publicSeed };
  const count = Math.min(entries.length, Math.floor(winnerShare * (entries.length + 1)));
  for (let k = 0; k < count; k += 1) draw = (await drawNext(draw)).draw;
  return finishDraw(draw, new Date(Date.UTC(2026, 10, 23, 12, 30)));
}

/** Another value than `text`: the replacement itself unless it happens to be the same. */
function other(text: string, replacement: string): string {
  return replacement === text ? `${text}x` : replacement;
}

function flipHexDigit(hex: string, at: number): string {
  const i = at % hex.length;
  const digit = Number.parseInt(hex[i] ?? '0', 16);
  return `${hex.slice(0, i)}${((digit + 1) % 16).toString(16)}${hex.slice(i + 1)}`;
}

type Tamper = (record: DrawRecord, pick: number, text: string) => DrawRecord;

/** Every way of changing a record, with the check that must catch it first (for lists of 2+ entries and 1+ winners). */
const tampers: Record<string, [CheckId, Tamper]> = {
  'an entry added': ['commitment', (r, _, text) => ({ ...r, entries: [...r.entries, text.replace(/[\r\n]/g, '')] })],
  'an entry removed': ['commitment', (r, pick) => ({ ...r, entries: r.entries.filter((_, i) => i !== pick % r.entries.length) })],
  "an entry's text": [
    'commitment',
    (r, pick, text) => ({ ...r, entries: r.entries.map((e, i) => (i === pick % r.entries.length ? other(e, text.replace(/[\r\n]/g, '')) : e)) }),
  ],
  'the commitment': ['commitment', (r, pick) => ({ ...r, commitment: flipHexDigit(r.commitment, pick) })],
  'the server seed': ['commitment', (r, pick) => ({ ...r, serverSeed: flipHexDigit(r.serverSeed, pick) })],
  "a winner's position": [
    'winners',
    (r, pick) => ({
      ...r,
      winners: r.winners.map((w, k) =>
        k === pick % r.winners.length ? { ...w, position: (w.position + 1 + (pick % (r.entries.length - 1))) % r.entries.length } : w,
      ),
    }),
  ],
  "a winner's text": [
    'winners',
    (r, pick, text) => ({ ...r, winners: r.winners.map((w, k) => (k === pick % r.winners.length ? { ...w, text: other(w.text, text) } : w)) }),
  ],
  // Any other name: the record no longer claims an algorithm this page checks (a cast, since no DrawRecord has it).
  'the algorithm': ['record', (r, _, text) => ({ ...r, algorithm: other(r.algorithm, text) }) as DrawRecord],
};

describe('every version 1 record a draw makes verifies', () => {
  it(
    'as JSON, as pretty JSON and as its verification link, for any list, title and public seed',
    async () => {
      await fc.assert(
        fc.asyncProperty(drawInput({ min: 1, max: 12 }), async (input) => {
          const record = await makeRecord(input);
          for (const given of [recordToJson(record), recordToJson(record, true), await verificationLink(record, 'https://spinfair.app')]) {
            const report = await verifyRecord(given);
            expect(verdictOf(report)).toBe('Verified');
            expect(report.record).toEqual(record);
          }
        }),
        { numRuns: 1000 },
      );
    },
    SLOW_MS,
  );
});

describe('a changed version 1 record is "Not verified", naming the check that caught it', () => {
  it(
    'for every field a host could change',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          drawInput({ min: 2, max: 12 }, { min: 0.5, max: 1 }),
          fc.constantFrom(...Object.keys(tampers)),
          fc.nat(),
          unicodeText(),
          async (input, field, pick, text) => {
            const [check, tamper] = tampers[field] as [CheckId, Tamper];
            const changed = tamper(await makeRecord(input), pick, text);
            const report = await verifyRecord(JSON.stringify(changed));
            expect(report.verified).toBe(false);
            // More winners than entries left is refused when the record is read, before any hash.
            expect(report.failed).toBe(changed.winners.length > changed.entries.length ? 'record' : check);
            expect(verdictOf(report)).toMatch(/^Not verified: the check ".+" failed\. .+/);
          },
        ),
        { numRuns: 1000 },
      );
    },
    SLOW_MS,
  );

  it(
    'for the public seed, on lists long enough that another seed cannot draw the same winners by chance',
    async () => {
      // 4 winners of 64+ entries: another seed repeats them with a chance under 1 in 15 million.
      await fc.assert(
        fc.asyncProperty(drawInput({ min: 64, max: 80 }, { min: 0.07, max: 0.09 }), unicodeText(), async (input, seed) => {
          const record = await makeRecord(input);
          expect(record.winners.length).toBeGreaterThanOrEqual(4);
          const report = await verifyRecord(JSON.stringify({ ...record, publicSeed: other(record.publicSeed, seed) }));
          expect(report.failed).toBe('winners');
          expect(verdictOf(report)).toMatch(/^Not verified: .*Winner \d+ should be position \d+/);
        }),
        { numRuns: 200 },
      );
    },
    SLOW_MS,
  );
});
