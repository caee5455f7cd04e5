/** @jest-environment node */
import fc from 'fast-check';
import { isEntryImage, paletteColor, type WheelEntry } from '@/lib/wheel/entries/entries';
import {
  appendPictureEntries,
  entryNameFromFileName,
  judgePictureFile,
  MAX_PICTURE_FILE_BYTES,
  MAX_PICTURE_NAME_CHARS,
  MAX_PICTURES_PER_ADD,
  megapixels,
  PICTURE_SIDE_PX,
  picturesToAdd,
  squareCut,
} from '@/lib/wheel/entries/picture-rules';

const name = (fileName: string) => entryNameFromFileName(fileName, 'Picture 7');

describe('entryNameFromFileName', () => {
  it.each([
    ['cat.png', 'cat'],
    ['photo.final.JPG', 'photo.final'],
    ['名前.webp', '名前'],
    ['שלום עולם.jpeg', 'שלום עולם'],
    ['مرحبا.png', 'مرحبا'],
    ['  Ada   Lovelace .png', 'Ada Lovelace'],
    ['team_photo_2024.jpg', 'team photo 2024'],
    ['no extension', 'no extension'],
    ['C:\\Users\\ada\\me.png', 'me'],
    ['folder/inner/me.png', 'me'],
  ])('%s gives %s', (fileName, expected) => {
    expect(name(fileName)).toBe(expected);
  });

  it.each(['.png', '   .jpg', '', '___.gif', '.hidden'])('%j has no name left, so it gets the fallback', (fileName) => {
    expect(name(fileName)).toBe('Picture 7');
  });

  it('cuts a very long name at a whole character, emoji and all', () => {
    const long = `${'😀'.repeat(MAX_PICTURE_NAME_CHARS + 20)}.png`;
    const cut = name(long);
    expect(Array.from(cut)).toHaveLength(MAX_PICTURE_NAME_CHARS);
    expect(cut).toBe('😀'.repeat(MAX_PICTURE_NAME_CHARS));
  });

  it('always gives a trimmed, non-blank name of at most the longest length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (fileName) => {
        const text = name(fileName);
        expect(text.trim()).toBe(text);
        expect(text.length).toBeGreaterThan(0);
        expect(Array.from(text).length).toBeLessThanOrEqual(MAX_PICTURE_NAME_CHARS);
      }),
    );
  });
});

describe('judgePictureFile', () => {
  const header = (widthPx: number, heightPx: number) => ({ kind: 'jpeg' as const, widthPx, heightPx });

  it('takes a 50-megapixel phone photo, to be shrunk', () => {
    expect(judgePictureFile(header(8160, 6120), 18_000_000)).toBeNull();
  });

  it('refuses a 108-megapixel photo before decoding it', () => {
    expect(judgePictureFile(header(12_000, 9_000), 30_000_000)).toBe('tooManyPixels');
    expect(megapixels(12_000, 9_000)).toBe(108);
  });

  it('refuses a file over the size limit whatever it claims, and one with no picture header', () => {
    expect(judgePictureFile(header(100, 100), MAX_PICTURE_FILE_BYTES + 1)).toBe('fileTooLarge');
    expect(judgePictureFile(null, 10)).toBe('notPicture');
  });
});

describe('squareCut', () => {
  it('cuts the centred square of a landscape or portrait picture and draws it at 256 px at most', () => {
    expect(squareCut(3000, 2000)).toEqual({ sx: 500, sy: 0, sidePx: 2000, outSidePx: PICTURE_SIDE_PX });
    expect(squareCut(2000, 3001)).toEqual({ sx: 0, sy: 500, sidePx: 2000, outSidePx: PICTURE_SIDE_PX });
  });

  it('never enlarges a small picture', () => {
    expect(squareCut(40, 64)).toEqual({ sx: 0, sy: 12, sidePx: 40, outSidePx: 40 });
  });

  it('stays inside the picture at any size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (w, h) => {
        const { sx, sy, sidePx, outSidePx } = squareCut(w, h);
        expect(sx + sidePx).toBeLessThanOrEqual(w);
        expect(sy + sidePx).toBeLessThanOrEqual(h);
        expect(outSidePx).toBeLessThanOrEqual(PICTURE_SIDE_PX);
      }),
    );
  });
});

describe('picturesToAdd', () => {
  it(`takes the first ${MAX_PICTURES_PER_ADD} files in order and names the rest as left out`, () => {
    const files = Array.from({ length: MAX_PICTURES_PER_ADD + 3 }, (_, i) => `f${i}.png`);
    const { taken, leftOut } = picturesToAdd(files);
    expect(taken).toEqual(files.slice(0, MAX_PICTURES_PER_ADD));
    expect(leftOut).toEqual(['f50.png', 'f51.png', 'f52.png']);
  });
});

describe('appendPictureEntries', () => {
  const PIXEL = 'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';
  const start: WheelEntry[] = [{ id: 'a', text: 'Ada', color: '#FF6B6B', visible: true }];

  it('adds one visible entry per picture at the end, coloured in the palette turn, each with its picture', () => {
    const next = appendPictureEntries(start, [{ text: 'cat', image: PIXEL }, { text: 'dog', image: PIXEL }], 1000);
    expect(next.slice(1)).toEqual([
      { id: '1000-0', text: 'cat', color: paletteColor(1), visible: true, image: PIXEL },
      { id: '1000-1', text: 'dog', color: paletteColor(2), visible: true, image: PIXEL },
    ]);
    expect(next[0]).toBe(start[0]);
    expect(isEntryImage(next[1]?.image)).toBe(true);
  });
});
