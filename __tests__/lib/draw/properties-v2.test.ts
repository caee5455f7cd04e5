/**
 * @jest-environment node
 */
// Node's environment: jsdom has neither crypto.subtle nor CompressionStream.
import fc from 'fast-check';
import { commitmentV2 } from '@/lib/draw/algorithm';
import { verificationLink } from '@/lib/draw/link';
import { cancelDraw, recordToJson, type FinishedDrawV2 } from '@/lib/draw/record';
import { canonicalPublicSeed } from '@/lib/draw/texts';
import { verifyRecord } from '@/lib/draw/verify';
import { trickyText } from './arbitraries';
import { changes, drawInputV2, forged, makeRecordV2, sealAndDraw, type Change } from './site-records';
import { verdictOf } from './english';

// Each run seals, draws, checks and packs; a thousand take a few seconds, more on a busy machine.
const SLOW_MS = 120_000;

describe('every version 2 record the site makes verifies', () => {
  it(
    'sealed with any valid title and list, any typed public seed and any number of winners: as JSON, pretty JSON and its link',
    async () => {
      await fc.assert(
        fc.asyncProperty(drawInputV2({ min: 1, max: 8 }), async (input) => {
          const record = await makeRecordV2(input);
          expect(record.publicSeed).toBe(canonicalPublicSeed(input.typedSeed));
          expect(record.winners).toHaveLength(record.winnersCount);
          for (const given of [recordToJson(record), recordToJson(record, true), await verificationLink(record, 'https://spinfair.app')]) {
            const report = await verifyRecord(given);
            expect(report.kind).toBe('verified');
            expect(verdictOf(report)).toBe('Verified');
            expect(report.olderAlgorithm).toBe(false);
            expect(report.record).toEqual(record);
          }
        }),
        { numRuns: 1000 },
      );
    },
    SLOW_MS,
  );

  it(
    'cancelled after any number of winners short of the last, reads "Cancelled" and never "Verified"',
    async () => {
      await fc.assert(
        fc.asyncProperty(drawInputV2({ min: 1, max: 8 }), fc.nat(), async (input, drawnPick) => {
          const winnersCount = 1 + (input.winnersPick % input.entries.length);
          const draw = await sealAndDraw(input, drawnPick % winnersCount);
          const report = await verifyRecord(recordToJson(cancelDraw(draw, new Date(input.committedAt + input.duration))));
          expect(report.kind).toBe('cancelled');
          expect(report.verified).toBe(false);
          expect(verdictOf(report)).toMatch(/^Cancelled: /);
          expect(verdictOf(report)).not.toMatch(/Verified/i);
        }),
        { numRuns: 300 },
      );
    },
    SLOW_MS,
  );
});

describe('a version 2 record with a committed part changed never verifies', () => {
  it(
    'for every committed part, its winners redrawn to match: the commitment check or the record check fails',
    async () => {
      await fc.assert(
        fc.asyncProperty(drawInputV2({ min: 2, max: 8 }), fc.constantFrom(...Object.keys(changes)), fc.nat(), trickyText(12), async (input, part, pick, text) => {
          const record = await makeRecordV2(input);
          const change = (changes[part] as Change)(record, pick, text);
          const tampered = await forged(record, change);
          const report = await verifyRecord(JSON.stringify(tampered));
          expect(report.kind).toBe('not-verified');
          expect(verdictOf(report)).toMatch(/^Not verified: the check ".+" failed\. .+/);
          expect(['record', 'commitment']).toContain(report.failed);
          if (part === 'two entries joined by a line break') {
            // The "\n"-joined text is unchanged, so is the commitment: only the rule against line breaks in entries refuses it.
            await expect(commitmentV2({ ...record, entries: tampered.entries as string[] })).resolves.toBe(record.commitment);
            expect(report.failed).toBe('record');
          }
        }),
        { numRuns: 1000 },
      );
    },
    SLOW_MS,
  );
});

describe('a version 2 record link with one character changed or cut', () => {
  const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

  it(
    'is refused or reads "Not verified", unless it still holds the same draw',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          drawInputV2({ min: 1, max: 6 }),
          fc.nat(),
          fc.constantFrom(...BASE64URL, '$', '%', ' ', '.', '='),
          fc.boolean(),
          async (input, pick, char, cut) => {
            const record = await makeRecordV2(input);
            const link = await verificationLink(record, 'https://spinfair.app');
            const start = link.indexOf('#r=') + 3;
            const at = start + (pick % (link.length - start));
            const broken = cut ? link.slice(0, at) : `${link.slice(0, at)}${char}${link.slice(at + 1)}`;
            fc.pre(broken !== link);
            const report = await verifyRecord(broken);
            if (report.kind !== 'verified') {
              expect(report.kind).toBe('not-verified');
              expect(verdictOf(report)).toMatch(/^Not verified: /);
              return;
            }
            expect(cut).toBe(false);
            const read = report.record as FinishedDrawV2;
            if (recordToJson(read) !== recordToJson(record)) {
              // Rarely, a changed character lands in one of the two fields the commitment does not cover and
              // still gives a valid record: the finish time, or a public seed that happens to draw the same winners.
              expect({ ...read, publicSeed: record.publicSeed, finishedAt: record.finishedAt }).toEqual(record);
            }
          },
        ),
        { numRuns: 1000 },
      );
    },
    SLOW_MS,
  );
});
