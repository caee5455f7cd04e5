/** @jest-environment node */
import fc from 'fast-check';
import { fromBase64Url, inflateRaw, toBase64Url } from '@/lib/bytes';
import { MAX_IMAGE_CHARS } from '@/lib/wheel/entries/entries';
import {
  MAX_LINK_WITH_IMAGES_CHARS,
  decodeSharedWheel,
  encodeSharedWheel,
  fittingShareLink,
  keepsImages,
  parseShareFragment,
  sharedWheelEntries,
  toSharedWheel,
  type SharedWheel,
} from '@/lib/wheel/share/share-link';

jest.setTimeout(30_000);
const THEME = { wheelBackground: '#2C3E50', textColor: '#FFFFFF', borderColor: '#34495E', pointerColor: '#E74C3C' };
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A picture that does not compress: `chars` base64 digits from a seeded generator. */
function noisyPicture(chars: number, seed: number): string {
  let state = seed >>> 0 || 1;
  let digits = '';
  for (let i = 0; i < chars; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    digits += BASE64[(state >>> 0) % 64];
  }
  return `data:image/webp;base64,${digits}`;
}

async function deflate(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

/** The JSON items a payload holds, as any reader sees them before checking. */
async function items(payload: string): Promise<unknown[]> {
  const inflated = await inflateRaw(fromBase64Url(payload)!, 10_000_000);
  if (!inflated.ok) throw new Error('not deflate');
  return JSON.parse(new TextDecoder().decode(inflated.bytes)) as unknown[];
}

async function roundTrip(wheel: SharedWheel): Promise<SharedWheel> {
  const parsed = await decodeSharedWheel(await encodeSharedWheel(wheel));
  if (parsed.kind !== 'wheel') throw new Error(`expected a wheel, got ${JSON.stringify(parsed)}`);
  return parsed.wheel;
}

const picture = fc
  .tuple(fc.constantFrom('webp', 'jpeg', 'png'), fc.string({ unit: fc.constantFrom(...BASE64), minLength: 4, maxLength: 400 }))
  .map(([type, digits]) => `data:image/${type};base64,${digits}`);
const entry = fc.record(
  { text: fc.string({ minLength: 1 }).filter((t) => t.trim() !== ''), color: fc.constant('#FF6B6B'), visible: fc.boolean(), image: picture },
  { requiredKeys: ['text', 'color', 'visible'] },
);

describe('share links with pictures', () => {
  it('carry each entry’s picture and bring it back exactly, entries without one staying without', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { maxLength: 12 }), fc.string(), async (entries, title) => {
        const back = await roundTrip({ title, entries, theme: THEME });
        expect(back.entries.map((e) => e.image)).toEqual(entries.map((e) => e.image));
        expect(back.entries.map((e) => e.text)).toEqual(entries.map((e) => e.text));
      }),
      { numRuns: 200 },
    );
  });

  it('keep format version 1: the first six items are those of the same wheel without pictures, which older pages read alone', async () => {
    const wheel: SharedWheel = {
      title: 'Pets',
      entries: [
        { text: 'Cat', color: '#FF6B6B', visible: true, image: 'data:image/png;base64,AAAA' },
        { text: 'Dog', color: '#4ECDC4', visible: false },
      ],
      theme: THEME,
    };
    const withImages = await items(await encodeSharedWheel(wheel));
    const without = await items(await encodeSharedWheel(wheel, false));
    expect(withImages.slice(0, 6)).toEqual(without);
    expect(withImages[0]).toBe(1);
    expect(withImages[6]).toEqual(['data:image/png;base64,AAAA', null]);
    // A list without any picture makes the same link as before pictures.
    expect(await items(await encodeSharedWheel({ ...wheel, entries: [{ text: 'Dog', color: '#4ECDC4', visible: true }] }))).toHaveLength(6);
  });

  it('drop a picture that is not an entry picture and keep its entry, whatever a stranger put there', async () => {
    const head = `1,"t","ffffff000000ccccccff4757",["a","b","c","d","e","f"],"${'ff0000'.repeat(6)}",[]`;
    const pictures = [
      '"data:image/gif;base64,AAAA"',
      '{"src":"data:image/png;base64,AAAA"}',
      '[["data:image/png;base64,AAAA"]]',
      '12',
      `"data:image/png;base64,${'A'.repeat(MAX_IMAGE_CHARS)}"`,
      '"data:image/png;base64,AAAA"',
    ];
    const parsed = await parseShareFragment(`#w=${await deflate(`[${head},[${pictures.join(',')}]]`)}`);
    if (parsed.kind !== 'wheel') throw new Error(JSON.stringify(parsed));
    expect(parsed.wheel.entries.map((e) => e.text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(parsed.wheel.entries.map((e) => e.image)).toEqual([undefined, undefined, undefined, undefined, undefined, 'data:image/png;base64,AAAA']);
  });

  it('keep the wheel and drop every picture when the pictures item is not one per entry', async () => {
    const head = '1,"t","ffffff000000ccccccff4757",["a","b"],"ff0000ff0000",[]';
    for (const tail of ['"data:image/png;base64,AAAA"', '["data:image/png;base64,AAAA"]', '{"0":"x"}', 'null', '[null,null,null]']) {
      const parsed = await parseShareFragment(`#w=${await deflate(`[${head},${tail}]`)}`);
      if (parsed.kind !== 'wheel') throw new Error(JSON.stringify(parsed));
      expect(parsed.wheel.entries.map((e) => ({ text: e.text, image: e.image }))).toEqual([
        { text: 'a', image: undefined },
        { text: 'b', image: undefined },
      ]);
    }
  });

  it('reach the list and come back from it with the pictures', async () => {
    const list = [
      { id: '1', text: 'Cat', color: '#FF6B6B', visible: true, image: 'data:image/jpeg;base64,/9j/AAAA' },
      { id: '2', text: 'Dog', color: '#4ECDC4', visible: true },
    ];
    const back = sharedWheelEntries(await roundTrip(toSharedWheel('Pets', list, THEME)), 7);
    expect(back).toEqual([
      { id: '7-0', text: 'Cat', color: '#FF6B6B', visible: true, image: 'data:image/jpeg;base64,/9j/AAAA' },
      { id: '7-1', text: 'Dog', color: '#4ECDC4', visible: true },
    ]);
  });

  it('read the wheel when options follow the payload, as on the embed page', async () => {
    const payload = await encodeSharedWheel({ title: 'T', entries: [{ text: 'a', color: '#FF0000', visible: true }], theme: THEME });
    expect(await parseShareFragment(`#w=${payload}&bg=transparent`)).toMatchObject({ kind: 'wheel', wheel: { title: 'T' } });
  });
});

describe('keepsImages', () => {
  it('keeps pictures in a link of up to 256 kB and no longer', () => {
    expect(MAX_LINK_WITH_IMAGES_CHARS).toBe(256_000);
    expect(keepsImages(256_000)).toBe(true);
    expect(keepsImages(256_001)).toBe(false);
    fc.assert(fc.property(fc.nat(2_000_000), (length) => expect(keepsImages(length)).toBe(length <= MAX_LINK_WITH_IMAGES_CHARS)));
  });
});

describe('fittingShareLink', () => {
  const page = 'https://spinfair.example/es/';
  const wheelOf = (images: readonly string[]): SharedWheel => ({
    title: 'Pets',
    entries: [...images.map((image, i) => ({ text: `Pet ${i}`, color: '#FF6B6B', visible: true, image })), { text: 'Plain', color: '#4ECDC4', visible: true }],
    theme: THEME,
  });

  it('keeps the pictures while the link stays at most 256 kB', async () => {
    const wheel = wheelOf([noisyPicture(60_000, 1), noisyPicture(60_000, 2)]);
    const { link, imagesLeftOut } = await fittingShareLink(page, wheel);
    expect(imagesLeftOut).toBe(false);
    expect(link.length).toBeLessThanOrEqual(MAX_LINK_WITH_IMAGES_CHARS);
    const parsed = await parseShareFragment(new URL(link).hash);
    expect(parsed.kind === 'wheel' && parsed.wheel.entries.map((e) => e.image)).toEqual([...wheel.entries.map((e) => e.image)]);
  });

  it('leaves the pictures out of a link that would be longer, keeps every entry, and says so', async () => {
    const wheel = wheelOf([1, 2, 3, 4].map((seed) => noisyPicture(MAX_IMAGE_CHARS - 30, seed)));
    expect((await encodeSharedWheel(wheel)).length).toBeGreaterThan(MAX_LINK_WITH_IMAGES_CHARS);
    const { link, imagesLeftOut } = await fittingShareLink(page, wheel);
    expect(imagesLeftOut).toBe(true);
    expect(link.startsWith(`${page}#w=`)).toBe(true);
    const parsed = await parseShareFragment(new URL(link).hash);
    if (parsed.kind !== 'wheel') throw new Error(JSON.stringify(parsed));
    expect(parsed.wheel.entries.map((e) => e.text)).toEqual(wheel.entries.map((e) => e.text));
    expect(parsed.wheel.entries.every((e) => e.image === undefined)).toBe(true);
  });

  it('never says pictures were left out of a wheel that has none', async () => {
    const long = { title: '', entries: Array.from({ length: 3_000 }, (_, i) => ({ text: noisyPicture(100, i + 1), color: '#FF6B6B', visible: true })), theme: THEME };
    expect(await fittingShareLink(page, long)).toMatchObject({ imagesLeftOut: false });
  });
});
