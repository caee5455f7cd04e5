import { labelLayout, type LabelLayout } from '@/lib/wheel/stage/layout';

/**
 * Where an entry's picture sits in its slice: a square toward the rim, on the
 * slice's middle line, as large as the slice allows there; the slice's text
 * then runs along the middle line from near the hub up to the picture.
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

export interface PictureLayout {
  /** Side of the square picture, in CSS pixels. */
  sidePx: number;
  /** Distance from the centre to the picture's centre. */
  centerRadiusPx: number;
  /** The text of a pictured slice: radial, ending short of the picture. */
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
  const anchorRadiusPx = innerPx - radiusPx * TEXT_GAP_FRACTION;
  const textInnerPx = radiusPx * TEXT_INNER_FRACTION;
  // The text's font must fit the slice's height halfway along the text, and is never larger than without a picture.
  const middlePx = (anchorRadiusPx + textInnerPx) / 2;
  const sliceHeightPx = sliceCount === 1 ? Infinity : 2 * middlePx * Math.sin(Math.min(Math.PI / sliceCount, Math.PI / 2));
  const plain = labelLayout(sliceCount, radiusPx);
  return {
    sidePx,
    centerRadiusPx: outerPx - sidePx / 2,
    label: {
      radial: true,
      anchorRadiusPx,
      maxWidthPx: Math.max(0, anchorRadiusPx - textInnerPx),
      fontSizePx: Math.min(plain.fontSizePx, sliceHeightPx * 0.8),
    },
  };
}

/**
 * Whether a list's visible entries make a wheel that leaves their pictures
 * out whatever its size: some visible entry has a picture and there are more
 * than MAX_PICTURED_SLICES of them.
 */
export function picturesLeftOut(visible: readonly { image?: string }[]): boolean {
  return visible.length > MAX_PICTURED_SLICES && visible.some((entry) => entry.image !== undefined);
}
