/**
 * @jest-environment node
 */
// Node's environment: jsdom has neither crypto.subtle nor CompressionStream.
import fc from 'fast-check';
import { commitmentV3 } from '@/lib/draw/algorithm';
import { QUICKNET, roundTimeMs } from '@/lib/draw/beacon';
import type { BeaconVerifier } from '@/lib/draw/beacon-signature';
import {
  beaconWinnerStream,
  drawNextV3,
  finishDrawV3,
  MAX_DRAW_AHEAD_MS,
  MIN_DRAW_DELAY_MS,
  recordV3ToJson,
  sealDrawV3,
  withBeaconSignature,
  type FinishedDrawV3,
} from '@/lib/draw/record-v3';
import { verifyRecord, type CheckId } from '@/lib/draw/verify';
import { entryTextV2, titleTextV2 } from './arbitraries';
import { fastVerifier, recordedRounds } from './beacon-rounds';
import { verdictOf } from './english';
import { formatMoment } from '@/lib/i18n/moments';

// Each run seals, draws and checks; a thousand take a few seconds, more on a busy machine.
const SLOW_MS = 120_000;
const LATER = Date.parse('2026-11-27T12:00:00.000Z');

// The BLS check answered from its results on the real quicknet rounds (each verified against the public key), so a
// thousand runs take seconds: beacon.test.ts shows the real check gives the same answers.
let verify: BeaconVerifier;
beforeAll(async () => {
  verify = await fastVerifier();
});

interface DrawInputV3 {
  title: string;
  entries: string[];
  winnersPick: number;
  /** Which real round decides. */
  roundPick: number;
  /** How long before the round's publication the draw time is: the round is still the first at or after it. */
  beforeRoundMs: number;
  /** From the seal to the draw time. */
  aheadMs: number;
  /** From the round's publication to the finish. */
  finishMs: number;
}

const drawInputV3: fc.Arbitrary<DrawInputV3> = fc.record({
  title: titleTextV2,
  entries: fc.array(entryTextV2, { minLength: 1, maxLength: 8 }),
  winnersPick: fc.nat(),
  roundPick: fc.nat(),
  beforeRoundMs: fc.integer({ min: 0, max: 2999 }),
  aheadMs: fc.integer({ min: MIN_DRAW_DELAY_MS, max: MAX_DRAW_AHEAD_MS }),
  finishMs: fc.integer({ min: 0, max: 24 * 3_600_000 }),
});

/** What the site makes: sealed for a draw time whose first round is a real one, signed, every winner drawn, finished. */
async function makeRecordV3({ title, entries, winnersPick, roundPick, beforeRoundMs, aheadMs, finishMs }: DrawInputV3): Promise<FinishedDrawV3> {
  const { round, signature } = recordedRounds[roundPick % recordedRounds.length]!;
  const drawAt = roundTimeMs(round) - beforeRoundMs;
  const winnersCount = 1 + (winnersPick % entries.length);
  let draw = await sealDrawV3({ title, entries, winnersCount, now: new Date(drawAt - aheadMs), drawAt: new Date(drawAt) });
  expect(draw.beacon.round).toBe(round);
  draw = await withBeaconSignature(draw, signature, verify);
  while (draw.winners.length < winnersCount) draw = (await drawNextV3(draw)).draw;
  return finishDrawV3(draw, new Date(roundTimeMs(round) + finishMs));
}

function failedChecks(report: Awaited<ReturnType<typeof verifyRecord>>): CheckId[] {
  return report.checks.filter((c) => c.outcome === 'failed').map((c) => c.id);
}

/** Flips one bit of the byte at `index` (taken modulo the length) of a hex string. */
function flipByte(hex: string, index: number): string {
  const at = index % (hex.length / 2);
  const byte = Number.parseInt(hex.slice(2 * at, 2 * at + 2), 16) ^ (1 << (index % 8));
  return `${hex.slice(0, 2 * at)}${byte.toString(16).padStart(2, '0')}${hex.slice(2 * at + 2)}`;
}

describe('every version 3 record the site makes verifies', () => {
  it(
    'sealed with any valid title and list, any number of winners, any draw time from 30 s to 30 days ahead: as JSON, pretty JSON',
    async () => {
      await fc.assert(
        fc.asyncProperty(drawInputV3, async (input) => {
          const record = await makeRecordV3(input);
          expect(record.winners).toHaveLength(record.winnersCount);
          for (const given of [recordV3ToJson(record), recordV3ToJson(record, true)]) {
            const report = await verifyRecord(given, { now: LATER, verify });
            expect(report.kind).toBe('verified');
            expect(verdictOf(report)).toBe(`Verified: the winners were decided by drand round ${record.beacon.round}, published ${formatMoment(report.decidedAt ?? '', 'en')}.`);
            expect(report.version).toBe(3);
            expect(report.beaconRecord).toEqual(record);
          }
        }),
        { numRuns: 1000 },
      );
    },
    SLOW_MS,
  );
});

type Tamper = (record: FinishedDrawV3, pick: number, text: string) => Promise<Record<string, unknown>>;

/** A change a host (or a relay) could make after the seal, and the check that must fail first. */
const tampers: Record<string, { change: Tamper; fails: CheckId[] }> = {
  title: { change: async (r, _pick, text) => ({ title: r.title === text ? `${text}x` : text }), fails: ['commitment'] },
  'an entry': {
    change: async (r, pick, text) => {
      const entries = [...r.entries];
      const at = pick % entries.length;
      entries[at] = entries[at] === text ? `${text}x` : text;
      return { entries };
    },
    fails: ['commitment'],
  },
  'an entry added': { change: async (r, _pick, text) => ({ entries: [...r.entries, text] }), fails: ['commitment'] },
  'the number of winners': {
    change: async (r, pick) => ({ winnersCount: r.winnersCount === r.entries.length ? r.winnersCount - 1 : r.winnersCount + 1 + (pick % (r.entries.length - r.winnersCount)) }),
    fails: ['commitment'],
  },
  'the commitment time': {
    change: async (r, pick) => ({ committedAt: new Date(Date.parse(r.committedAt) - 1 - (pick % 86_400_000)).toISOString() }),
    fails: ['commitment'],
  },
  'the round': {
    change: async (r, pick) => ({ beacon: { ...r.beacon, round: r.beacon.round + 1 + (pick % 1000) } }),
    fails: ['commitment', 'signature'],
  },
  "another real round's signature": {
    change: async (r, pick) => {
      const others = recordedRounds.filter((o) => o.round !== r.beacon.round);
      return { beacon: { ...r.beacon, signature: others[pick % others.length]!.signature } };
    },
    fails: ['signature'],
  },
  'a signature byte': { change: async (r, pick) => ({ beacon: { ...r.beacon, signature: flipByte(r.beacon.signature, pick) } }), fails: ['signature'] },
  'a winner': {
    // Another position not yet won, or, when every entry has won, two winners swapped.
    change: async (r, pick) => {
      const positions = r.winners.map((w) => w.position);
      const k = pick % positions.length;
      const free = r.entries.map((_, p) => p).filter((p) => !positions.includes(p));
      if (free.length > 0) positions[k] = free[pick % free.length]!;
      else [positions[k], positions[(k + 1) % positions.length]] = [positions[(k + 1) % positions.length]!, positions[k]!];
      return { winners: positions.map((position) => ({ position, text: r.entries[position] })) };
    },
    fails: ['winners'],
  },
};

describe('a version 3 record with a committed field, the round, the signature or a winner changed never verifies', () => {
  it(
    'and the right check fails: the commitment for a committed field, commitment and signature for the round, the signature for a signature, the winners for a winner',
    async () => {
      await fc.assert(
        fc.asyncProperty(drawInputV3, fc.constantFrom(...Object.keys(tampers)), fc.nat(), entryTextV2, async (input, part, pick, text) => {
          const record = await makeRecordV3(input);
          const { change, fails } = tampers[part]!;
          // A list of one entry has no other winner and no other number of winners.
          fc.pre(record.entries.length > 1 || !['a winner', 'the number of winners'].includes(part));
          const tampered = { ...JSON.parse(recordV3ToJson(record)), ...(await change(record, pick, text.normalize('NFC'))) };
          const report = await verifyRecord(JSON.stringify(tampered), { now: LATER, verify });
          expect(report.kind).toBe('not-verified');
          expect(verdictOf(report)).toMatch(/^Not verified: the check ".+" failed\. .+/);
          const failed = failedChecks(report);
          if (report.failed === 'record') {
            // A change can break the shape first (more winners sealed than entries, an entry the rules refuse).
            expect(['an entry', 'an entry added', 'the number of winners']).toContain(part);
            return;
          }
          for (const id of fails) expect(failed).toContain(id);
          expect(report.failed).toBe(fails[0]);
        }),
        { numRuns: 1000 },
      );
    },
    SLOW_MS,
  );
});

describe('a round published less than 30 s after committedAt', () => {
  it(
    'fails the round check, and only it, even when everything else is honest',
    async () => {
      await fc.assert(
        fc.asyncProperty(drawInputV3, fc.integer({ min: -MAX_DRAW_AHEAD_MS, max: MIN_DRAW_DELAY_MS - 1 }), async (input, gapMs) => {
          const { entries, winnersPick, roundPick } = input;
          const { round, signature } = recordedRounds[roundPick % recordedRounds.length]!;
          const winnersCount = 1 + (winnersPick % entries.length);
          const honest = await makeRecordV3(input);
          const committedAt = new Date(roundTimeMs(round) - gapMs).toISOString();
          const commitment = await commitmentV3({ committedAt, winnersCount, chain: QUICKNET.chainHash, round, title: honest.title, entries: honest.entries });
          const winners = await (await beaconWinnerStream(signature, commitment)).replay(honest.entries, winnersCount);
          const finishedAt = new Date(Math.max(Date.parse(committedAt), roundTimeMs(round))).toISOString();
          const record: FinishedDrawV3 = { ...honest, committedAt, commitment, winners, finishedAt };
          const report = await verifyRecord(recordV3ToJson(record), { now: LATER, verify });
          expect(failedChecks(report)).toEqual(['round']);
          expect(report.kind).toBe('not-verified');
        }),
        { numRuns: 1000 },
      );
    },
    SLOW_MS,
  );
});
