import { crc32, deflateSync } from 'node:zlib';

/** A file as Playwright's setInputFiles takes it. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of one colour, made here: a 50-megapixel one is about 150 kB
 * compressed (every row the same), yet decodes to 200 MB of pixels.
 */
export function solidPng(name: string, widthPx: number, heightPx: number, rgb: readonly [number, number, number]): TestFile {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(widthPx, 0);
  header.writeUInt32BE(heightPx, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + widthPx * 3);
  for (let x = 0; x < widthPx; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.alloc(row.length * heightPx);
  for (let y = 0; y < heightPx; y += 1) row.copy(pixels, y * row.length);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer: png };
}

export function textFile(name: string, text: string): TestFile {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text) };
}

/** One frame of a 1 x 1 GIF: its graphic control extension, its image descriptor and its data (the first colour). */
const GIF_FRAME = [0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0];

/** A 1 x 1 GIF of `frames` frames (two or more: an animation), white on a two-colour table. */
export function gifFile(name: string, frames: number): TestFile {
  const screen = [...Buffer.from('GIF89a', 'ascii'), 1, 0, 1, 0, 0x80, 0, 0, 255, 255, 255, 0, 0, 0];
  const bytes = [...screen, ...Array.from({ length: frames }, () => GIF_FRAME).flat(), 0x3b];
  return { name, mimeType: 'image/gif', buffer: Buffer.from(bytes) };
}
