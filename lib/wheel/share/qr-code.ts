import { encode } from 'uqr';

/**
 * Past about 2,000 characters a QR code needs some 150 modules a side: a
 * phone camera can no longer read it off a screen, so such links get none.
 */
export const MAX_QR_LINK_CHARS = 2_000;
/** The quiet zone QR readers need around the code, in modules. */
const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Modules a side, quiet zone included: the SVG viewBox is 0 0 size size. */
  size: number;
  /** One SVG path of every dark module, each row's runs as rectangles. */
  path: string;
}

/** The QR code of the text as an SVG path, or null when the text is too long to scan. */
export function qrDrawing(text: string): QrDrawing | null {
  if (text.length === 0 || text.length > MAX_QR_LINK_CHARS) return null;
  let rows: boolean[][];
  try {
    rows = encode(text, { ecc: 'L', border: 0 }).data;
  } catch {
    return null;
  }
  const parts: string[] = [];
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size: rows.length + QUIET_ZONE * 2, path: parts.join('') };
}
