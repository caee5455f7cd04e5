import { ENTRY_PALETTE } from '@/lib/wheel/constants';
import { labelLayout, wheelRadiusPx } from '@/lib/wheel/stage/layout';
import { FRAME_PX } from '@/lib/wheel/stage/paint-wheel';
import { framePointer, wedgePath, wheelFace, wheelPicture } from '@/lib/wheel/stage/wheel-picture';

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

describe('wheelFace', () => {
  const six = ['Opción 1', 'Opción 2', 'Opción 3', 'Opción 4', 'Opción 5', 'Opción 6'].map((text, i) => ({ text, color: ENTRY_PALETTE[i] ?? '' }));

  it('draws each entry as a wedge in its own colour, slice 0 from the pointer on the right, clockwise', () => {
    const face = wheelFace(six);
    expect(face.slices.map((s) => s.fill)).toEqual(ENTRY_PALETTE.slice(0, 6));
    face.slices.forEach((slice, i) => expect(slice.d).toBe(wedgePath(i, 6, face.center, face.radius)));
  });

  it('writes each label across the middle of its slice, where the canvas writes it', () => {
    const face = wheelFace(six);
    const layout = labelLayout(6, face.radius);
    expect(face.radial).toBe(false);
    expect(face.slices.map((s) => s.label?.text)).toEqual(six.map((s) => s.text));
    expect(face.slices.map((s) => s.label?.transform)).toEqual(
      [30, 90, 150, 210, 270, 330].map((deg) => `translate(${face.center} ${face.center}) rotate(${deg}) translate(${layout.anchorRadiusPx} 0) rotate(90)`),
    );
  });

  it('sizes the labels to the wheel as the canvas does on a phone and on a desktop', () => {
    const face = wheelFace(six);
    for (const canvasPx of [320, 600]) {
      const radiusPx = wheelRadiusPx(canvasPx);
      expect(face.fontSize / face.radius).toBeCloseTo(labelLayout(6, radiusPx).fontSizePx / radiusPx, 3);
    }
  });

  it('writes labels along their slices on a wheel of many entries', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ text: `Entry ${i + 1}`, color: '#000000' }));
    const face = wheelFace(many);
    expect(face.radial).toBe(true);
    expect(face.slices[0]?.label?.transform).not.toContain('rotate(90)');
  });

  it('shortens a label too long for its slice, as the canvas does', () => {
    const face = wheelFace([{ text: 'A very long entry that could never fit in one slice of six', color: '#000000' }, ...six.slice(1)]);
    expect(face.slices[0]?.label?.text).toMatch(/^A very .*…$/);
  });

  it('draws a line to each slice edge, and none on a wheel of one slice', () => {
    expect(wheelFace(six).spokes.match(/M /g)).toHaveLength(6);
    expect(wheelFace(six.slice(0, 1)).spokes).toBe('');
  });
});

describe('framePointer', () => {
  it('puts the pointer where the canvas paints it, measured from the right edge of the wheel square', () => {
    const pointer = framePointer();
    const squarePx = 320;
    const rimX = squarePx / 2 + wheelRadiusPx(squarePx);
    const boxLeft = squarePx - pointer.rightPx - pointer.widthPx;
    const [tip, top, bottom] = pointer.points.split(' ').map((p) => p.split(',').map(Number));
    expect((tip?.[0] ?? 0) + boxLeft).toBe(rimX - FRAME_PX.pointerTipInset);
    expect((top?.[0] ?? 0) + boxLeft).toBe(rimX + FRAME_PX.pointerBaseOutset);
    expect((bottom?.[1] ?? 0) - (top?.[1] ?? 0)).toBe(2 * FRAME_PX.pointerHalfWidth);
    expect(tip?.[1]).toBe(pointer.heightPx / 2);
  });
});
