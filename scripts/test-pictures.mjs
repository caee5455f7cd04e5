// Entry pictures of the project's own making for the browser tests, the engine tests and the
// benchmarks: flat PNGs (a background and a centred disc) written here, so every run stores the
// same bytes and a test can look for a picture's colours on the wheel. Plain JavaScript, so the
// scripts that run without a compiler read it too.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A square PNG data URL of `sizePx`: `background` with a disc of `disc` in the
 * middle, half the side across. Colours are [red, green, blue], 0 to 255.
 */
export function picturePng({ sizePx = 64, background, disc }) {
  const rows = [];
  const middle = (sizePx - 1) / 2;
  const radius = sizePx / 4;
  for (let y = 0; y < sizePx; y += 1) {
    const row = Buffer.alloc(1 + 3 * sizePx); // filter byte 0: the row as it is
    for (let x = 0; x < sizePx; x += 1) {
      const colour = Math.hypot(x - middle, y - middle) <= radius ? disc : background;
      row.set(colour, 1 + 3 * x);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(sizePx, 0);
  header.writeUInt32BE(sizePx, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Colours no wheel palette or theme uses, so a test can tell a picture's pixels from a slice's. */
export const MAGENTA = [255, 0, 255];
export const LIME = [0, 255, 0];
const WHITE = [255, 255, 255];
const BLACK = [0, 0, 0];

export const MAGENTA_PICTURE = picturePng({ background: MAGENTA, disc: WHITE });
export const LIME_PICTURE = picturePng({ background: LIME, disc: BLACK });

/** `count` different pictures of 256 x 256, as large as an entry's picture gets: a colour wheel's worth of backgrounds. */
export function manyPictures(count) {
  return Array.from({ length: count }, (_, i) => {
    const hue = (i * 137) % 360;
    const channel = (shift) => Math.round(255 * Math.max(0, Math.min(1, Math.abs(((hue / 60 + shift) % 6) - 3) - 1)));
    return picturePng({ sizePx: 256, background: [channel(0), channel(4), channel(2)], disc: i % 2 ? WHITE : BLACK });
  });
}
