/**
 * A picture file's kind and size in pixels, read from the first bytes of its
 * header, before anything is decoded: a 20,000 x 20,000 PNG of a few
 * kilobytes, or a file whose name says .jpg and whose bytes say otherwise,
 * is judged on what it claims, without costing the page a decode.
 */

type PictureKind = 'png' | 'jpeg' | 'gif' | 'webp';

export interface PictureHeader {
  kind: PictureKind;
  widthPx: number;
  heightPx: number;
}

/** Enough for every header read here: a JPEG's size comes after its EXIF block, which a phone fills with up to 64 KiB. */
export const HEADER_BYTES = 128 * 1024;

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

function startsWith(bytes: Uint8Array, at: number, ascii: string): boolean {
  if (bytes.length < at + ascii.length) return false;
  for (let i = 0; i < ascii.length; i += 1) if (bytes[at + i] !== ascii.charCodeAt(i)) return false;
  return true;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG: the signature, then the IHDR chunk first, its width and height as 32-bit big-endian numbers. */
function pngHeader(b: Uint8Array): PictureHeader | null {
  if (b.length < 24 || PNG_SIGNATURE.some((byte, i) => b[i] !== byte) || !startsWith(b, 12, 'IHDR')) return null;
  return { kind: 'png', widthPx: u32be(b, 16), heightPx: u32be(b, 20) };
}

/** GIF: "GIF87a" or "GIF89a", then the screen's width and height as 16-bit little-endian numbers. */
function gifHeader(b: Uint8Array): PictureHeader | null {
  if (b.length < 10 || !(startsWith(b, 0, 'GIF87a') || startsWith(b, 0, 'GIF89a'))) return null;
  return { kind: 'gif', widthPx: u16le(b, 6), heightPx: u16le(b, 8) };
}

/** The frame markers that carry a JPEG's size (SOF0 to SOF15 but DHT, JPG and DAC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: the segments after the start marker, walked by their lengths to the first frame header, which holds height then width. */
function jpegHeader(b: Uint8Array): PictureHeader | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Fill bytes (0xFF runs) come before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: restarts, TEM, and the start or end of the image.
    if ((marker >= 0xd0 && marker <= 0xd9) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length || length < 7) return null;
      return { kind: 'jpeg', heightPx: u16be(b, at + 5), widthPx: u16be(b, at + 7) };
    }
    // The compressed data starts after SOS; a frame header never comes after it.
    if (marker === 0xda) return null;
    at += 2 + length;
  }
  return null;
}

/** WebP: a RIFF file of kind WEBP whose first chunk is lossy (VP8), lossless (VP8L) or extended (VP8X), each with its own size fields. */
function webpHeader(b: Uint8Array): PictureHeader | null {
  if (!startsWith(b, 0, 'RIFF') || !startsWith(b, 8, 'WEBP')) return null;
  if (startsWith(b, 12, 'VP8 ')) {
    if (b.length < 30 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { kind: 'webp', widthPx: u16le(b, 26) & 0x3fff, heightPx: u16le(b, 28) & 0x3fff };
  }
  if (startsWith(b, 12, 'VP8L')) {
    if (b.length < 25 || b[20] !== 0x2f) return null;
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return { kind: 'webp', widthPx: (bits & 0x3fff) + 1, heightPx: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(b, 12, 'VP8X')) {
    if (b.length < 30) return null;
    return { kind: 'webp', widthPx: u24le(b, 24) + 1, heightPx: u24le(b, 27) + 1 };
  }
  return null;
}

/**
 * The kind and size a picture file's header claims, told by its bytes, never
 * by its name or type; null for anything else (a text file, HEIC, SVG, a
 * header cut short). The claim may lie: what decodes is checked again.
 */
export function readPictureHeader(bytes: Uint8Array): PictureHeader | null {
  const header = pngHeader(bytes) ?? jpegHeader(bytes) ?? gifHeader(bytes) ?? webpHeader(bytes);
  if (!header || header.widthPx === 0 || header.heightPx === 0) return null;
  return header;
}

/**
 * Whether a GIF has more than one frame (an animation), walked block by block
 * without decoding: the screen's colour table, then extensions and images,
 * each a run of sub-blocks. A file cut short counts the frames it has.
 */
export function isAnimatedGif(b: Uint8Array): boolean {
  if (!gifHeader(b) || b.length < 13) return false;
  const tableSize = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const skipSubBlocks = (from: number) => {
    let at = from;
    while (at < b.length && b[at] !== 0) at += b[at]! + 1;
    return at + 1;
  };
  let at = 13 + tableSize(b[10]!);
  let frames = 0;
  while (at < b.length) {
    const block = b[at];
    if (block === 0x21) {
      at = skipSubBlocks(at + 2);
    } else if (block === 0x2c) {
      frames += 1;
      if (frames > 1) return true;
      if (at + 10 > b.length) return false;
      // Descriptor (10 bytes), local colour table, LZW code size (1 byte), then the data's sub-blocks.
      at = skipSubBlocks(at + 10 + tableSize(b[at + 9]!) + 1);
    } else {
      return false;
    }
  }
  return false;
}

/**
 * Whether a PNG is animated (APNG): an acTL chunk before the first image
 * data. Walked chunk by chunk over the bytes given; a browser shows an
 * APNG's first frame when it draws it on a canvas.
 */
export function isAnimatedPng(b: Uint8Array): boolean {
  if (!pngHeader(b)) return false;
  let at = 8;
  while (at + 8 <= b.length) {
    if (startsWith(b, at + 4, 'acTL')) return true;
    if (startsWith(b, at + 4, 'IDAT')) return false;
    at += 12 + u32be(b, at);
  }
  return false;
}

/** Whether an extended WebP says it is animated (the VP8X flags' animation bit). */
export function isAnimatedWebp(b: Uint8Array): boolean {
  return startsWith(b, 0, 'RIFF') && startsWith(b, 8, 'WEBP') && startsWith(b, 12, 'VP8X') && b.length > 20 && (b[20]! & 0x02) !== 0;
}
