import { paletteColor } from '@/lib/wheel/entries/entries';
import { sliceStartDeg } from '@/lib/wheel/stage/geometry';
import { fitLabel, labelLayout, MIN_LABEL_FONT_PX, POINTER_MARGIN_PX } from '@/lib/wheel/stage/layout';
import { FRAME_PX, HUB_RADIUS_FRACTION } from '@/lib/wheel/stage/paint-wheel';
import { DEFAULT_THEME } from '@/lib/wheel/theme/theme';

/**
 * A still picture of a wheel as SVG shapes, for pages that show a wheel
 * without running the spinning one (a blog post's ready wheel). Slices follow
 * the live wheel's geometry: slice 0 starts at the pointer on the right and
 * the rest follow clockwise, coloured in the entry palette's rotation.
 */

interface PictureSlice {
  /** SVG path data of the wedge, in the picture's coordinates. */
  d: string;
  fill: string;
}

export interface WheelPicture {
  /** Side of the square picture (the viewBox), in SVG user units. */
  sizePx: number;
  center: number;
  radius: number;
  slices: PictureSlice[];
  /** The pointer: a triangle on the right edge pointing at the wheel, as an SVG `points` list. */
  pointerPoints: string;
  pointerColor: string;
  borderColor: string;
}

const DEG = Math.PI / 180;

/** Two decimals are far below a pixel and keep the markup short. */
function fmt(value: number): string {
  return String(Math.round(value * 100) / 100 + 0);
}

function pointAt(center: number, radius: number, angleDeg: number): string {
  return `${fmt(center + radius * Math.cos(angleDeg * DEG))} ${fmt(center + radius * Math.sin(angleDeg * DEG))}`;
}

/** SVG path data of one wedge; a lone slice is the whole disc, drawn as two half-circle arcs. */
export function wedgePath(index: number, sliceCount: number, center: number, radius: number): string {
  const r = fmt(radius);
  if (sliceCount === 1) {
    return `M ${pointAt(center, radius, 0)} A ${r} ${r} 0 1 1 ${pointAt(center, radius, 180)} A ${r} ${r} 0 1 1 ${pointAt(center, radius, 0)} Z`;
  }
  const startDeg = sliceStartDeg(index, sliceCount);
  const endDeg = sliceStartDeg(index + 1, sliceCount);
  const largeArc = endDeg - startDeg > 180 ? 1 : 0;
  // Sweep flag 1 draws the arc clockwise on screen, the direction slice angles grow.
  return `M ${fmt(center)} ${fmt(center)} L ${pointAt(center, radius, startDeg)} A ${r} ${r} 0 ${largeArc} 1 ${pointAt(center, radius, endDeg)} Z`;
}

/** The picture of a wheel with `sliceCount` slices in a square of `sizePx`; the pointer takes a margin on the right. */
export function wheelPicture(sliceCount: number, sizePx = 160): WheelPicture {
  const count = Math.max(0, Math.trunc(sliceCount));
  const pointerLengthPx = sizePx * 0.1;
  const center = sizePx / 2;
  const radius = center - pointerLengthPx / 2 - 2;
  const tipX = center + radius - pointerLengthPx * 0.35;
  const baseX = sizePx - 1;
  const halfBase = pointerLengthPx * 0.5;
  return {
    sizePx,
    center,
    radius,
    slices: Array.from({ length: count }, (_, i) => ({ d: wedgePath(i, count, center, radius), fill: paletteColor(i) })),
    pointerPoints: `${fmt(tipX)},${fmt(center)} ${fmt(baseX)},${fmt(center - halfBase)} ${fmt(baseX)},${fmt(center + halfBase)}`,
    pointerColor: DEFAULT_THEME.pointerColor,
    borderColor: DEFAULT_THEME.borderColor,
  };
}

/**
 * The radius the face is drawn at, in SVG user units. The canvas's label font
 * grows with the radius between 11 and 24 px (labelLayout); at this radius it
 * is in that proportional range, so the scaled picture's labels match the
 * canvas's on phones and desktops alike.
 */
const FACE_RADIUS = 200;
/** A rough width of one character of the labels' bold system font, in ems: no font can be measured at build time. */
const CHAR_WIDTH_EM = 0.6;

interface FaceLabel {
  text: string;
  /** SVG transform that places the label as the canvas does, in the face's coordinates. */
  transform: string;
}

export interface WheelFace {
  /** Side of the face's square (the viewBox): the wheel's disc, rim to rim. */
  sizePx: number;
  center: number;
  radius: number;
  hubRadius: number;
  slices: (PictureSlice & { label: FaceLabel | null })[];
  /** SVG path data of the lines from the centre to each slice edge (none where the canvas leaves them out, slices under 3 units wide at the rim). */
  spokes: string;
  /** The labels' font size, in the face's units. */
  fontSize: number;
  /** Labels along the slice's middle line (anchored at their end) rather than across it (centred). */
  radial: boolean;
}

/**
 * The wheel's face as the canvas paints it at rest (paintSlices and
 * paintFrame in paint-wheel.ts), without the pointer: slice 0 at the pointer
 * on the right, the rest clockwise, each with its label where the canvas puts
 * it. Units scale with the wheel: drawn at any size, it matches the canvas.
 */
export function wheelFace(slices: readonly { text: string; color: string }[]): WheelFace {
  const n = slices.length;
  const radius = FACE_RADIUS;
  const center = radius;
  const layout = labelLayout(n, radius);
  const measure = (text: string) => Array.from(text).length * CHAR_WIDTH_EM * layout.fontSizePx;
  const placed = (index: number, text: string): FaceLabel | null => {
    const label = layout.fontSizePx < MIN_LABEL_FONT_PX ? '' : fitLabel(text, layout.maxWidthPx, measure);
    if (!label) return null;
    const middleDeg = fmt((sliceStartDeg(index, n) + sliceStartDeg(index + 1, n)) / 2);
    const across = layout.radial ? '' : ' rotate(90)';
    return { text: label, transform: `translate(${center} ${center}) rotate(${middleDeg}) translate(${fmt(layout.anchorRadiusPx)} 0)${across}` };
  };
  const arc = (2 * Math.PI * radius) / n;
  const spokes =
    n > 1 && arc >= 3
      ? Array.from({ length: n }, (_, i) => `M ${fmt(center)} ${fmt(center)} L ${pointAt(center, radius, sliceStartDeg(i, n))}`).join(' ')
      : '';
  return {
    sizePx: 2 * radius,
    center,
    radius,
    hubRadius: radius * HUB_RADIUS_FRACTION,
    slices: slices.map((slice, i) => ({ d: wedgePath(i, n, center, radius), fill: slice.color, label: placed(i, slice.text) })),
    spokes,
    fontSize: Number(fmt(layout.fontSizePx)),
    radial: layout.radial,
  };
}

/** The canvas's pointer in a box of its own, pinned to the right edge of the wheel's square (sizes in CSS pixels). */
export interface FramePointer {
  widthPx: number;
  heightPx: number;
  /** From the box's right edge to the square's. */
  rightPx: number;
  /** The triangle, tip first, as an SVG `points` list in the box's pixels. */
  points: string;
}

/** Where paintFrame puts the pointer, whose sizes do not scale with the wheel, measured from the square's right edge. */
export function framePointer(): FramePointer {
  const pad = FRAME_PX.pointerOutline / 2;
  const reach = FRAME_PX.pointerTipInset + FRAME_PX.pointerBaseOutset;
  const half = FRAME_PX.pointerHalfWidth;
  return {
    widthPx: reach + 2 * pad,
    heightPx: 2 * (half + pad),
    rightPx: POINTER_MARGIN_PX - FRAME_PX.pointerBaseOutset - pad,
    points: `${pad},${half + pad} ${reach + pad},${pad} ${reach + pad},${2 * half + pad}`,
  };
}
