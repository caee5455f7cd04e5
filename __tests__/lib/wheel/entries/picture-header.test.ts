/** @jest-environment node */
import fc from 'fast-check';
import { gif, jpeg, png, webpExtended, webpLossless, webpLossy } from '@/__tests__/support/picture-files';
import { isAnimatedGif, isAnimatedPng, isAnimatedWebp, readPictureHeader } from '@/lib/wheel/entries/picture-header';

const side = (max: number) => fc.integer({ min: 1, max });

/** Each kind's builder with the largest side its header can say. */
const KINDS = [
  { kind: 'png', build: png, max: 2 ** 31 - 1 },
  { kind: 'jpeg', build: jpeg, max: 65_535 },
  { kind: 'gif', build: gif, max: 65_535 },
  { kind: 'webp', build: webpLossy, max: 16_383 },
  { kind: 'webp', build: webpLossless, max: 16_384 },
  { kind: 'webp', build: webpExtended, max: 2 ** 24 },
] as const;

describe('readPictureHeader', () => {
  it.each(KINDS)('reads the width and height a $kind header claims, at any size it can say', ({ kind, build, max }) => {
    fc.assert(
      fc.property(side(max), side(max), (widthPx, heightPx) => {
        expect(readPictureHeader(build(widthPx, heightPx))).toEqual({ kind, widthPx, heightPx });
      }),
    );
  });

  it('finds a JPEG frame header past a phone-sized EXIF block', () => {
    expect(readPictureHeader(jpeg(8160, 6120, { exifBytes: 60_000 }))).toEqual({ kind: 'jpeg', widthPx: 8160, heightPx: 6120 });
  });

  it.each(KINDS)('a $kind header cut short is not a picture, and never throws', ({ build }) => {
    const whole = build(640, 480);
    const needed = [...Array(whole.length).keys()].find((n) => readPictureHeader(whole.subarray(0, n)) !== null) ?? whole.length;
    for (let n = 0; n < needed; n += 1) expect(readPictureHeader(whole.subarray(0, n))).toBeNull();
  });

  it('a header that claims no pixels is not a picture', () => {
    expect(readPictureHeader(png(0, 10))).toBeNull();
    expect(readPictureHeader(gif(10, 0))).toBeNull();
    expect(readPictureHeader(jpeg(0, 0))).toBeNull();
  });

  it('a header is judged on what it claims: a tiny file may say 20,000 x 20,000', () => {
    const claim = png(20_000, 20_000);
    expect(claim.length).toBeLessThan(100);
    expect(readPictureHeader(claim)).toEqual({ kind: 'png', widthPx: 20_000, heightPx: 20_000 });
  });

  it('text, SVG and HEIC are not pictures (the bytes decide, never the name)', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(readPictureHeader(bytes('Alice\nBob\n'))).toBeNull();
    expect(readPictureHeader(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readPictureHeader(new Uint8Array([0, 0, 0, 0x18, ...bytes('ftypheic')]))).toBeNull();
  });

  it('a JPEG whose segment length runs past the bytes, or has no frame header before its data, is not a picture', () => {
    expect(readPictureHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1, 2, 3]))).toBeNull();
    expect(readPictureHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 4, 1, 2, 0xff, 0xc0, 0, 17, 8, 0, 10, 0, 10]))).toBeNull();
    expect(readPictureHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1]))).toBeNull();
  });

  it('never throws on any bytes, and whatever it reads has a size', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const header = readPictureHeader(bytes);
        if (header) expect(header.widthPx * header.heightPx).toBeGreaterThan(0);
      }),
    );
  });

  it('never throws on a real header with bytes changed or cut anywhere', () => {
    const whole = [png(300, 200), jpeg(300, 200), gif(300, 200), webpLossy(300, 200), webpLossless(300, 200), webpExtended(300, 200)];
    fc.assert(
      fc.property(fc.constantFrom(...whole), fc.nat(), fc.nat(255), fc.nat(), (bytes, at, value, cut) => {
        const changed = bytes.slice();
        changed[at % changed.length] = value;
        expect(() => readPictureHeader(changed.subarray(0, cut % (changed.length + 1)))).not.toThrow();
      }),
    );
  });
});

describe('isAnimatedGif', () => {
  it('tells an animation (two frames or more) from a still GIF', () => {
    expect(isAnimatedGif(gif(50, 50, { frames: 1 }))).toBe(false);
    expect(isAnimatedGif(gif(50, 50, { frames: 2 }))).toBe(true);
    expect(isAnimatedGif(gif(50, 50, { frames: 5, globalTable: false }))).toBe(true);
  });

  it('counts what a GIF cut short has, and never throws on any bytes', () => {
    const two = gif(50, 50, { frames: 2 });
    for (let n = 0; n <= two.length; n += 1) expect(() => isAnimatedGif(two.subarray(0, n))).not.toThrow();
    expect(isAnimatedGif(two.subarray(0, 20))).toBe(false);
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => void isAnimatedGif(bytes)));
  });
});

describe('isAnimatedPng and isAnimatedWebp', () => {
  it('an APNG says so before its image data', () => {
    expect(isAnimatedPng(png(10, 10, { animated: true }))).toBe(true);
    expect(isAnimatedPng(png(10, 10))).toBe(false);
  });

  it('an extended WebP says so in its flags', () => {
    expect(isAnimatedWebp(webpExtended(10, 10, { animated: true }))).toBe(true);
    expect(isAnimatedWebp(webpExtended(10, 10))).toBe(false);
    expect(isAnimatedWebp(webpLossy(10, 10))).toBe(false);
  });
});
