/**
 * @jest-environment node
 */
// Node's environment: jsdom has neither crypto.subtle nor CompressionStream.
import { inflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { unicodeText } from './arbitraries';
import { parseRecordInput, verificationLink } from '@/lib/draw/link';
import { recordToJson } from '@/lib/draw/record';
import { verifyRecord } from '@/lib/draw/verify';
import { vectors, vectorsV2 } from './vectors';
import { verdictOf } from './english';

const allVectors = [...vectors, ...vectorsV2];

describe('verificationLink', () => {
  for (const { name, record } of allVectors) {
    it(`packs ${name} as raw DEFLATE in unpadded base64url that zlib unpacks to the record's JSON`, async () => {
      const link = await verificationLink(record, 'https://spinfair.app');
      const match = /^https:\/\/spinfair\.app\/verify#r=([A-Za-z0-9_-]+)$/.exec(link);
      expect(match).not.toBeNull();
      const json = inflateRawSync(Buffer.from(match?.[1] ?? '', 'base64url')).toString('utf8');
      expect(json).toBe(recordToJson(record));
    });
  }

  it('is a path on the site when no origin is given', async () => {
    await expect(verificationLink(vectors[0]!.record)).resolves.toMatch(/^\/verify#r=/);
  });
});

describe('parseRecordInput', () => {
  it('reads the zlib-made links of both versions whole, as a bare fragment, or with spaces around', async () => {
    for (const { record, link } of allVectors) {
      if (!link) continue;
      const expected = { ok: true, value: JSON.parse(recordToJson(record)) as unknown };
      await expect(parseRecordInput(`https://spinfair.app${link}`)).resolves.toEqual(expected);
      await expect(parseRecordInput(link.slice(link.indexOf('#')))).resolves.toEqual(expected);
      await expect(parseRecordInput(`  ${link}\n`)).resolves.toEqual(expected);
    }
  });

  it('never throws, whatever text it is given, and the checker then says "Not verified" with a reason', async () => {
    const text = unicodeText(200);
    const anyInput = fc.oneof(text, text.map((t) => `{${t}`), text.map((t) => `/verify#r=${t}`));
    await fc.assert(
      fc.asyncProperty(anyInput, async (input) => {
        const result = await parseRecordInput(input);
        expect(typeof result.ok).toBe('boolean');
        const report = await verifyRecord(input);
        expect(report.verified).toBe(false);
        expect(verdictOf(report)).toMatch(/^Not verified: .+/);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on links with arbitrary base64url after "#r="', async () => {
    const base64url = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), maxLength: 400 });
    await fc.assert(
      fc.asyncProperty(base64url, async (payload) => {
        const result = await parseRecordInput(`/verify#r=${payload}`);
        if (!result.ok) expect(Object.values(result.problem)).toContain('verification');
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on a real link with one character changed or cut anywhere', async () => {
    const link = vectors[1]!.link ?? '';
    const start = link.indexOf('=') + 1;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: start, max: link.length - 1 }), fc.constantFrom(...'aZ09-_$ '), fc.boolean(), async (at, char, cut) => {
        const broken = cut ? link.slice(0, at) : `${link.slice(0, at)}${char}${link.slice(at + 1)}`;
        const result = await parseRecordInput(broken);
        if (cut) expect(result.ok).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
