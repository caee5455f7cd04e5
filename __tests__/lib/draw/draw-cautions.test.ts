/**
 * @jest-environment node
 */
// Node's environment: jsdom has no crypto.subtle.
import { v2Cautions } from '@/lib/draw/draw-cautions';
import { drawNext, finishDraw, sealDraw, withPublicSeed, type SealedDraw } from '@/lib/draw/record';
import { recordV3ToJson } from '@/lib/draw/record-v3';
import { recordToJson } from '@/lib/draw/record';
import { verifyRecord } from '@/lib/draw/verify';
import { seededSource } from '@/lib/random';
import { vectorRecord } from './vectors-v3';

const SEALED_AT = new Date('2026-11-23T10:00:00.000Z');
const LATER = Date.parse('2026-11-27T12:00:00.000Z');

async function recordOf(publicSeed: string, finishedAt: Date, now = LATER) {
  let draw: SealedDraw = withPublicSeed(await sealDraw({ title: 'Prize', entries: ['Ana', 'Bo', 'Cy'], winnersCount: 1, now: SEALED_AT, source: seededSource(7) }), publicSeed);
  draw = (await drawNext(draw)).draw;
  return verifyRecord(recordToJson(finishDraw(draw, finishedAt)), { now });
}

describe('v2Cautions', () => {
  it('has nothing to add for a draw with a public seed, finished minutes after the seal, in the past', async () => {
    const report = await recordOf('pineapple', new Date('2026-11-23T10:05:00.000Z'));
    expect(report.kind).toBe('verified');
    expect(v2Cautions(report)).toEqual({ publicSeedEmpty: false, closedSecondsAfterSeal: null, inFuture: [] });
  });

  it('says when the public seed is empty', async () => {
    expect(v2Cautions(await recordOf('', new Date('2026-11-23T10:05:00.000Z')))).toMatchObject({ publicSeedEmpty: true });
  });

  it('says when the draw finished seconds after it was sealed, too soon for an audience to choose a seed', async () => {
    const report = await recordOf('pineapple', new Date('2026-11-23T10:00:00.500Z'));
    expect(report.kind).toBe('verified');
    expect(v2Cautions(report)).toMatchObject({ closedSecondsAfterSeal: 1 });
    expect(v2Cautions(await recordOf('pineapple', new Date('2026-11-23T10:00:59.000Z')))).toMatchObject({ closedSecondsAfterSeal: 59 });
    expect(v2Cautions(await recordOf('pineapple', new Date('2026-11-23T10:01:00.000Z')))).toMatchObject({ closedSecondsAfterSeal: null });
  });

  it('lists the times that lie in the future', async () => {
    const report = await recordOf('pineapple', new Date('2026-11-23T10:05:00.000Z'), Date.parse('2026-11-23T10:02:00.000Z'));
    expect(v2Cautions(report)?.inFuture).toEqual([{ field: 'finishedAt', at: '2026-11-23T10:05:00.000Z' }]);
  });

  it('is null for a version 3 record, which no public seed decides', async () => {
    expect(v2Cautions(await verifyRecord(recordV3ToJson(vectorRecord), { now: LATER }))).toBeNull();
  });
});
