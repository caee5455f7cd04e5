import { ENTRY_PALETTE } from '@/lib/wheel/constants';
import { wedgePath, wheelPicture } from '@/lib/wheel/stage/wheel-picture';

/** The numbers of an SVG path, in order. */
function numbersOf(d: string): number[] {
  return (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
}

describe('wedgePath', () => {
  it('starts slice 0 at the pointer on the right and sweeps clockwise on screen to the next edge', () => {
    // Four slices of a wheel centred at 50,50 with radius 40: slice 0 runs from the right (90,50) down to (50,90).
    expect(wedgePath(0, 4, 50, 40)).toBe('M 50 50 L 90 50 A 40 40 0 0 1 50 90 Z');
    expect(wedgePath(1, 4, 50, 40)).toBe('M 50 50 L 50 90 A 40 40 0 0 1 10 50 Z');
  });

  it('ends the last slice where slice 0 begins, so the wedges close the circle', () => {
    const last = numbersOf(wedgePath(7, 8, 80, 70));
    expect(last.slice(-2)).toEqual([150, 80]);
  });

  it('uses the large arc only for a slice wider than half the wheel', () => {
    expect(wedgePath(0, 3, 50, 40)).toContain(' 0 0 1 ');
    expect(wedgePath(0, 1, 50, 40)).toBe('M 90 50 A 40 40 0 1 1 10 50 A 40 40 0 1 1 90 50 Z');
  });
});

describe('wheelPicture', () => {
  it('draws one wedge per entry in the palette rotation, starting again after eight', () => {
    const picture = wheelPicture(10);
    expect(picture.slices).toHaveLength(10);
    expect(picture.slices.map((s) => s.fill)).toEqual([...ENTRY_PALETTE, ENTRY_PALETTE[0], ENTRY_PALETTE[1]]);
  });

  it('keeps the wheel and the pointer inside the square, with the pointer tip on the right edge of the wheel', () => {
    const picture = wheelPicture(6, 160);
    expect(picture.center + picture.radius).toBeLessThan(160);
    const points = picture.pointerPoints.split(' ').map((p) => p.split(',').map(Number));
    const [tip, ...base] = points;
    expect(tip?.[1]).toBe(picture.center);
    expect(tip?.[0]).toBeGreaterThan(picture.center);
    expect(tip?.[0]).toBeLessThan(picture.center + picture.radius);
    for (const [x, y] of base) {
      expect(x).toBeGreaterThan(picture.center + picture.radius);
      expect(x).toBeLessThanOrEqual(160);
      expect(y).toBeGreaterThanOrEqual(0);
    }
  });

  it('draws nothing for an empty list', () => {
    expect(wheelPicture(0).slices).toEqual([]);
  });
});
