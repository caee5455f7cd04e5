/** @jest-environment node */
import { deflateRawSync } from 'node:zlib';
import { checkInput } from '@/lib/draw/check-input';
import { packForPage, unpackOnPage } from '@/lib/draw/packed-check';
import { announcementOf, cancelDraw, drawNext, sealDraw } from '@/lib/draw/record';
import { announcementLink } from '@/lib/draw/link';
import { seededSource } from '@/lib/random';
import { verdictOf } from '@/__tests__/lib/draw/english';
import { vectors, vectorsV2 } from '@/__tests__/lib/draw/vectors';

const ORIGIN = 'https://spinfair.test';

describe('checkInput', () => {
  it('verifies a version 2 link and gives back a link that verifies the same way', async () => {
    const { report, link } = await checkInput(vectorsV2[0].link, ORIGIN);
    expect(report.kind).toBe('verified');
    expect(link).toMatch(/^https:\/\/spinfair\.test\/verify#r=[A-Za-z0-9_-]+$/);
    const again = await checkInput(link ?? '', ORIGIN);
    expect(again.report.kind).toBe('verified');
    expect(again.report.record).toEqual(report.record);
  });

  it('verifies a version 1 record and marks it as the older algorithm', async () => {
    const { report } = await checkInput(JSON.stringify(vectors[0]!.record), ORIGIN);
    expect(report).toMatchObject({ kind: 'verified', olderAlgorithm: true });
  });

  it('reads an announcement and a cancelled record, and links to each', async () => {
    let draw = await sealDraw({ title: 'Raffle', entries: ['Ana', 'Bruno', 'Zoë'], winnersCount: 2, now: new Date('2026-11-23T10:00:00Z'), source: seededSource(7) });
    const announced = await checkInput(await announcementLink(announcementOf(draw)), ORIGIN);
    expect(announced.report.kind).toBe('announced');
    expect(announced.link).toMatch(/\/verify#a=/);
    draw = (await drawNext(draw)).draw;
    const cancelled = await checkInput(JSON.stringify(cancelDraw(draw, new Date('2026-11-23T10:05:00Z'))), ORIGIN);
    expect(cancelled.report.kind).toBe('cancelled');
    expect(cancelled.link).toMatch(/\/verify#r=/);
  });

  it('answers a link that unpacks past the limit with "too large", and no link', async () => {
    const bomb = `/verify#r=${deflateRawSync(Buffer.alloc(11_000_000, 0x20), { level: 9 }).toString('base64url')}`;
    expect(bomb.length).toBeLessThan(20_000);
    const { report, link } = await checkInput(bomb, ORIGIN);
    expect(report).toMatchObject({ kind: 'not-verified', tooLarge: true, record: null });
    expect(verdictOf(report)).toContain('too large');
    expect(link).toBeNull();
  });

  it('packs the list into one text for the page and unpacks it to the same report', async () => {
    for (const input of [vectorsV2[1].link, JSON.stringify(vectors[1]!.record), 'not a record']) {
      const checked = await checkInput(input, ORIGIN);
      const packed = packForPage(checked);
      expect(packed.checked.report.record?.entries ?? []).toEqual([]);
      expect(unpackOnPage(structuredClone(packed))).toEqual(checked);
    }
    const sealed = await sealDraw({ title: '', entries: ['Ana', 'Bo'], winnersCount: 1, now: new Date('2026-11-23T10:00:00Z'), source: seededSource(1) });
    const announced = await checkInput(await announcementLink(announcementOf(sealed)), ORIGIN);
    expect(packForPage(announced).entries).toBe('Ana\nBo');
    expect(unpackOnPage(packForPage(announced))).toEqual(announced);
  });
});
