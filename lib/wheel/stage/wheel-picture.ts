import { paletteColor } from '@/lib/wheel/entries/entries';
import { sliceStartDeg } from '@/lib/wheel/stage/geometry';
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
