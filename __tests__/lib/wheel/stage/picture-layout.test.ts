import fc from 'fast-check';
import { MIN_LABEL_FONT_PX, labelLayout } from '@/lib/wheel/stage/layout';
import { listFacts } from '@/lib/wheel/entries/entries';
import { MAX_PICTURED_SLICES, MIN_PICTURE_PX, pictureLayout, picturesLeftOut } from '@/lib/wheel/stage/picture-layout';

/** The phone's wheel (a 375 px screen) and the desktop's, by radius in CSS pixels. */
const PHONE_RADIUS_PX = 137;
const DESKTOP_RADIUS_PX = 282;

/** Whether a square of `side` centred on the slice's middle line at `center` lies inside its wedge and the wheel. */
function insideSlice(sliceCount: number, radiusPx: number, side: number, center: number): boolean {
  const half = Math.PI / sliceCount;
  const inner = center - side / 2;
  const outer = center + side / 2;
  const insideWedge = sliceCount === 1 || half >= Math.PI / 2 || side / 2 <= inner * Math.tan(half) + 1e-9;
  return insideWedge && Math.hypot(outer, side / 2) <= radiusPx && inner > 0;
}

describe('pictureLayout', () => {
  it('gives two to four slices a large picture, a third of the radius, toward the rim', () => {
    for (const count of [2, 3, 4]) {
      const layout = pictureLayout(count, DESKTOP_RADIUS_PX);
      expect(layout?.sidePx).toBeCloseTo(DESKTOP_RADIUS_PX * 0.34);
      expect(layout?.centerRadiusPx).toBeGreaterThan(DESKTOP_RADIUS_PX * 0.7);
    }
  });

  it('makes pictures smaller as slices grow thinner, and keeps every picture inside its slice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PICTURED_SLICES }), fc.integer({ min: 40, max: 700 }), (count, radius) => {
        const layout = pictureLayout(count, radius);
        if (!layout) return;
        expect(insideSlice(count, radius, layout.sidePx, layout.centerRadiusPx)).toBe(true);
        const thinner = pictureLayout(count + 1, radius);
        if (thinner) expect(thinner.sidePx).toBeLessThanOrEqual(layout.sidePx + 1e-9);
      }),
    );
  });

  it('still shows 100 pictured slices on a desktop wheel, the text beside them readable', () => {
    const layout = pictureLayout(100, DESKTOP_RADIUS_PX);
    expect(layout?.sidePx).toBeGreaterThan(14);
    expect(layout?.label.fontSizePx).toBeGreaterThanOrEqual(MIN_LABEL_FONT_PX);
  });

  it('shows 100 pictured slices on a phone as small as they fit', () => {
    const layout = pictureLayout(100, PHONE_RADIUS_PX);
    expect(layout?.sidePx).toBeGreaterThanOrEqual(MIN_PICTURE_PX);
    expect(layout?.sidePx).toBeLessThan(10);
  });

  it('leaves pictures out past 100 slices, and where a slice is too thin for one', () => {
    expect(pictureLayout(MAX_PICTURED_SLICES + 1, DESKTOP_RADIUS_PX)).toBeNull();
    expect(pictureLayout(100, 60)).toBeNull();
    expect(pictureLayout(0, DESKTOP_RADIUS_PX)).toBeNull();
  });

  it('keeps the text clear of the picture: across the slice for up to 10 slices, along it from near the hub past that', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PICTURED_SLICES }), fc.integer({ min: 40, max: 700 }), (count, radius) => {
        const layout = pictureLayout(count, radius);
        if (!layout) return;
        const pictureInner = layout.centerRadiusPx - layout.sidePx / 2;
        const { label } = layout;
        expect(label.radial).toBe(count > 10);
        if (label.radial) {
          expect(label.anchorRadiusPx).toBeLessThan(pictureInner);
          expect(label.anchorRadiusPx - label.maxWidthPx).toBeGreaterThan(0);
        } else {
          expect(label.anchorRadiusPx + label.fontSizePx / 2).toBeLessThan(pictureInner);
        }
        expect(label.fontSizePx).toBeLessThanOrEqual(labelLayout(count, radius).fontSizePx);
      }),
    );
  });

  it('leaves a few slices room for a word of text beside the picture', () => {
    for (const count of [2, 3, 6]) expect(pictureLayout(count, DESKTOP_RADIUS_PX)?.label.maxWidthPx).toBeGreaterThan(DESKTOP_RADIUS_PX * 0.45);
  });
});

describe('picturesLeftOut', () => {
  const entries = (count: number, pictured: number) =>
    listFacts(
      Array.from({ length: count }, (_, i) => ({
        id: String(i),
        text: `Entry ${i + 1}`,
        color: '#FF6B6B',
        visible: true,
        ...(i < pictured ? { image: 'data:image/png;base64,AA==' } : {}),
      })),
    );

  it('says so only for a wheel of more than 100 slices with a picture among them', () => {
    expect(picturesLeftOut(entries(100, 100))).toBe(false);
    expect(picturesLeftOut(entries(101, 1))).toBe(true);
    expect(picturesLeftOut(entries(5_000, 0))).toBe(false);
  });

  it('counts only the pictures of visible entries: a hidden entry’s picture is not on the wheel', () => {
    const list = entries(102, 1).visible.map((entry, i) => (i === 0 ? { ...entry, visible: false } : entry));
    expect(picturesLeftOut(listFacts(list))).toBe(false);
    expect(picturesLeftOut(entries(102, 2))).toBe(true);
  });
});
