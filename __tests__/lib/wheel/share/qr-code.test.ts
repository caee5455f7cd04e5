import { encode } from 'uqr';
import { MAX_QR_LINK_CHARS, qrDrawing } from '@/lib/wheel/share/qr-code';

/** Paints the path's rectangles back into a grid, to compare with the encoder's own modules. */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i += 1) (grid[Number(y)] as boolean[])[Number(x) + i] = true;
  }
  return grid;
}

describe('qrDrawing', () => {
  it('draws exactly the dark modules of the code, inside a quiet zone of four', () => {
    const link = 'https://example.org/#w=abc_-123';
    const drawing = qrDrawing(link);
    const modules = encode(link, { ecc: 'L', border: 0 }).data;
    expect(drawing?.size).toBe(modules.length + 8);
    const grid = paint(drawing?.path ?? '', drawing?.size ?? 0);
    expect(grid.slice(4, -4).map((row) => row.slice(4, -4))).toEqual(modules);
    expect(grid[0]?.some(Boolean)).toBe(false);
  });

  it('gives no code for a link too long to scan, or for nothing', () => {
    expect(qrDrawing('x'.repeat(MAX_QR_LINK_CHARS))).not.toBeNull();
    expect(qrDrawing('x'.repeat(MAX_QR_LINK_CHARS + 1))).toBeNull();
    expect(qrDrawing('')).toBeNull();
  });
});
