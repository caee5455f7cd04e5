import type { ListFacts } from '@/lib/wheel/entries/entries';
import { labelLayout, type LabelLayout } from '@/lib/wheel/stage/layout';

/**
 * Where an entry's picture sits in its slice: a square toward the rim, on the
 * slice's middle line, as large as the slice allows there; the slice's text
 * sits between the hub and the picture.
 */

/** A wheel of more slices than this shows no pictures: the Entries tab says so (see picturesLeftOut). */
export const MAX_PICTURED_SLICES = 100;
/** A picture smaller than this, in CSS pixels, is a speck: the slice is drawn without it. */
export const MIN_PICTURE_PX = 6;
/** The largest picture, as a fraction of the radius: two or three slices would otherwise be all picture and no text. */
const MAX_PICTURE_RADIUS_FRACTION = 0.34;
/** The picture's outer edge, as a fraction of the radius: clear of the rim's border line. */
const PICTURE_OUTER_FRACTION = 0.93;
/** Room between the text's outer end and the picture. */
const TEXT_GAP_FRACTION = 0.03;
/** Where radial text starts, as a fraction of the radius: clear of the hub. */
const TEXT_INNER_FRACTION = 0.16;
/** Where along radial text its font must fit the slice, as a fraction of its outer end's distance (as labelLayout's 0.78 of 0.92). */
const RADIAL_FONT_AT = 0.85;

export interface PictureLayout {
  /** Side of the square picture, in CSS pixels. */
  sidePx: number;
  /** Distance from the centre to the picture's centre. */
  centerRadiusPx: number;
  /** The text of a pictured slice, clear of the picture: across the slice for few slices, along it for many. */
  label: LabelLayout;
}

/**
 * The side of the largest square whose outer edge is at `outerPx` from the
 * centre and whose inner corners stay inside a wedge of half-angle `halfRad`:
 * s/2 ≤ (outer − s) · tan(half).
 */
function squareInWedgePx(outerPx: number, halfRad: number): number {
  if (halfRad >= Math.PI / 2) return Infinity;
  const tan = Math.tan(halfRad);
  return (2 * outerPx * tan) / (1 + 2 * tan);
}

/**
 * How pictures show on a wheel of `sliceCount` slices and `radiusPx`, or null
 * when they are left out: more than MAX_PICTURED_SLICES slices, or slices too
 * thin for a picture of MIN_PICTURE_PX.
 */
export function pictureLayout(sliceCount: number, radiusPx: number): PictureLayout | null {
  if (sliceCount < 1 || sliceCount > MAX_PICTURED_SLICES) return null;
  const outerPx = radiusPx * PICTURE_OUTER_FRACTION;
  const sidePx = Math.min(radiusPx * MAX_PICTURE_RADIUS_FRACTION, squareInWedgePx(outerPx, Math.PI / sliceCount));
  if (sidePx < MIN_PICTURE_PX) return null;
  const innerPx = outerPx - sidePx;
  const plain = labelLayout(sliceCount, radiusPx);
  const label = plain.radial ? radialLabel(sliceCount, radiusPx, innerPx, plain) : acrossLabel(sliceCount, radiusPx, innerPx, plain);
  return { sidePx, centerRadiusPx: outerPx - sidePx / 2, label };
}

/**
 * Few slices: the text across the slice, as without pictures, moved in so
 * its line clears the picture; as wide as the slice is there.
 */
function acrossLabel(sliceCount: number, radiusPx: number, pictureInnerPx: number, plain: LabelLayout): LabelLayout {
  const fontSizePx = plain.fontSizePx;
  const anchorRadiusPx = Math.min(plain.anchorRadiusPx, pictureInnerPx - radiusPx * TEXT_GAP_FRACTION - fontSizePx / 2);
  const half = Math.PI / sliceCount;
  const chordPx = sliceCount === 1 ? 2 * anchorRadiusPx : 2 * anchorRadiusPx * Math.sin(Math.min(half, Math.PI / 2));
  return { radial: false, anchorRadiusPx, maxWidthPx: Math.max(0, Math.min(chordPx * 0.9, radiusPx * 0.9)), fontSizePx };
}

/**
 * Many slices: the text along the slice's middle line, from near the hub up
 * to the picture. Its font fits the slice's height toward the text's outer
 * end, where a short label sits (as the wheel's labels without pictures do),
 * and is never larger than without a picture.
 */
function radialLabel(sliceCount: number, radiusPx: number, pictureInnerPx: number, plain: LabelLayout): LabelLayout {
  const anchorRadiusPx = pictureInnerPx - radiusPx * TEXT_GAP_FRACTION;
  const textInnerPx = radiusPx * TEXT_INNER_FRACTION;
  const sliceHeightPx = 2 * anchorRadiusPx * RADIAL_FONT_AT * Math.sin(Math.PI / sliceCount);
  return {
    radial: true,
    anchorRadiusPx,
    maxWidthPx: Math.max(0, anchorRadiusPx - textInnerPx),
    fontSizePx: Math.min(plain.fontSizePx, sliceHeightPx * 0.8),
  };
}

/**
 * Whether a list's visible entries make a wheel that leaves their pictures
 * out whatever its size: some visible entry has a picture and there are more
 * than MAX_PICTURED_SLICES of them. Read from the list's facts (listFacts),
 * counted in the pass the list already gets, not in a pass of its own over
 * 100,000 entries on every render of the Entries tab.
 */
export function picturesLeftOut({ visible, picturedVisible }: Pick<ListFacts, 'visible' | 'picturedVisible'>): boolean {
  return visible.length > MAX_PICTURED_SLICES && picturedVisible > 0;
}
