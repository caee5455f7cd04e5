/** Picture headers built byte by byte, for the header reader's tests: only the bytes it reads are real. */

const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function pngChunk(type: string, data: number[]): number[] {
  return [...u32be(data.length), ...ascii(type), ...data, 0, 0, 0, 0];
}

export function png(widthPx: number, heightPx: number, { animated = false } = {}): Uint8Array<ArrayBuffer> {
  const ihdr = pngChunk('IHDR', [...u32be(widthPx), ...u32be(heightPx), 8, 6, 0, 0, 0]);
  const actl = animated ? pngChunk('acTL', [...u32be(2), ...u32be(0)]) : [];
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr, ...actl, ...pngChunk('IDAT', [1, 2, 3]), ...pngChunk('IEND', [])]);
}

/** A JPEG with an EXIF block of `exifBytes` before its frame header, as a phone writes it. */
export function jpeg(widthPx: number, heightPx: number, { exifBytes = 20 } = {}): Uint8Array<ArrayBuffer> {
  const app1 = [0xff, 0xe1, ...u16be(exifBytes + 2), ...new Array<number>(exifBytes).fill(0x45)];
  const sof = [0xff, 0xc0, ...u16be(17), 8, ...u16be(heightPx), ...u16be(widthPx), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app1, ...sof, 0xff, 0xda, 0, 8, 1, 2, 3, 4, 5, 6, 0xff, 0xd9]);
}

/** A GIF with `frames` one-pixel-data images, each with its graphic control extension. */
export function gif(widthPx: number, heightPx: number, { frames = 1, globalTable = true } = {}): Uint8Array<ArrayBuffer> {
  const screen = [...ascii('GIF89a'), ...u16le(widthPx), ...u16le(heightPx), globalTable ? 0x80 : 0, 0, 0];
  const table = globalTable ? [0, 0, 0, 255, 255, 255] : [];
  const frame = [0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, ...u16le(widthPx), ...u16le(heightPx), 0, 2, 2, 0x4c, 0x01, 0];
  return new Uint8Array([...screen, ...table, ...Array.from({ length: frames }, () => frame).flat(), 0x3b]);
}

function riff(chunk: number[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array([...ascii('RIFF'), ...u32be(0).reverse(), ...ascii('WEBP'), ...chunk]);
}

export function webpLossy(widthPx: number, heightPx: number): Uint8Array<ArrayBuffer> {
  return riff([...ascii('VP8 '), 0, 0, 0, 0, 0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(widthPx), ...u16le(heightPx), 0, 0]);
}

export function webpLossless(widthPx: number, heightPx: number): Uint8Array<ArrayBuffer> {
  const bits = ((widthPx - 1) | ((heightPx - 1) << 14)) >>> 0;
  return riff([...ascii('VP8L'), 0, 0, 0, 0, 0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff, 0]);
}

export function webpExtended(widthPx: number, heightPx: number, { animated = false } = {}): Uint8Array<ArrayBuffer> {
  return riff([...ascii('VP8X'), 10, 0, 0, 0, animated ? 0x02 : 0, 0, 0, 0, ...u24le(widthPx - 1), ...u24le(heightPx - 1)]);
}
