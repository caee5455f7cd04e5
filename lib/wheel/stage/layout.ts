import { MIN_CANVAS_PX, MIN_WHEEL_RADIUS_PX, MOBILE_BREAKPOINT_PX, RADIAL_TEXT_ABOVE, TEXT_RADIUS_FRACTION } from '@/lib/wheel/constants';
import { shortenedText } from '@/lib/wheel/entries/long-text';

/** Room on each side of the wheel for the pointer, which pokes out past the rim. */
export const POINTER_MARGIN_PX = 18;

/**
 * The canvas's CSS size: at most 80% of its container and 600 px on screens
 * wider than 768 px, otherwise 90% of the container; never under 200 px.
 */
export function canvasSizePx(containerWidthPx: number, viewportWidthPx: number): number {
  const size = viewportWidthPx > MOBILE_BREAKPOINT_PX ? Math.min(containerWidthPx * 0.8, 600) : containerWidthPx * 0.9;
  return Math.floor(Math.max(MIN_CANVAS_PX, size));
}

export function wheelRadiusPx(canvasSizePx: number): number {
  return canvasSizePx / 2 - POINTER_MARGIN_PX;
}

export function isTooSmall(radiusPx: number): boolean {
  return radiusPx < MIN_WHEEL_RADIUS_PX;
}

export interface LabelLayout {
  /** Text along the slice's middle line (many entries) or across it (few). */
  radial: boolean;
  /** Distance from the centre to the label's anchor: its centre (across) or its outer end (radial). */
  anchorRadiusPx: number;
  maxWidthPx: number;
  fontSizePx: number;
}

/** Labels narrower than this cannot be read; the slice is drawn without one. */
export const MIN_LABEL_FONT_PX = 7;

/** Where and how big slice labels are: at 70% of the radius, radial and further out above 10 slices. */
export function labelLayout(sliceCount: number, radiusPx: number): LabelLayout {
  const half = Math.PI / Math.max(1, sliceCount);
  if (sliceCount > RADIAL_TEXT_ABOVE) {
    const outer = radiusPx * 0.92;
    const middle = radiusPx * 0.78;
    // The font must fit the slice's height where the label sits.
    const sliceHeight = 2 * middle * Math.sin(half);
    return {
      radial: true,
      anchorRadiusPx: outer,
      maxWidthPx: outer - radiusPx * 0.2,
      fontSizePx: Math.min(radiusPx * 0.075, sliceHeight * 0.8, 22),
    };
  }
  const anchor = radiusPx * TEXT_RADIUS_FRACTION;
  const chord = sliceCount === 1 ? 2 * anchor : 2 * anchor * Math.sin(Math.min(half, Math.PI / 2));
  return {
    radial: false,
    anchorRadiusPx: anchor,
    maxWidthPx: Math.min(chord * 0.9, radiusPx * 0.9),
    fontSizePx: Math.max(11, Math.min(radiusPx * 0.085, 24)),
  };
}

/**
 * The longest prefix of the text, plus an ellipsis, that fits the width.
 * `measure` returns a string's width in pixels at the current font.
 */
export function fitLabel(fullText: string, maxWidthPx: number, measure: (s: string) => number): string {
  // No label shows more than SHOWN_CHARS characters: a megabyte entry is never measured whole.
  const text = shortenedText(fullText);
  if (measure(text) <= maxWidthPx) return text;
  const chars = Array.from(text); // keeps emoji and other surrogate pairs whole
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(chars.slice(0, mid).join('').trimEnd() + '…') <= maxWidthPx) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? '' : chars.slice(0, lo).join('').trimEnd() + '…';
}

/** Height kept free in fullscreen for the title above the wheel and the winner line below it. */
const FULLSCREEN_RESERVED_HEIGHT_PX = 170;

/**
 * The canvas's CSS size when the wheel fills the screen: as large as the
 * width and the height left after the title and winner line allow, never
 * under 200 px.
 */
export function fullscreenCanvasSizePx(containerWidthPx: number, screenHeightPx: number): number {
  const size = Math.min(containerWidthPx * 0.95, screenHeightPx - FULLSCREEN_RESERVED_HEIGHT_PX);
  return Math.floor(Math.max(MIN_CANVAS_PX, size));
}
