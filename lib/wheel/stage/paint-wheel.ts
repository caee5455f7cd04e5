import { sliceStartDeg } from '@/lib/wheel/stage/geometry';
import { fitLabel, labelLayout, MIN_LABEL_FONT_PX, type LabelLayout } from '@/lib/wheel/stage/layout';
import { pictureLayout, type PictureLayout } from '@/lib/wheel/stage/picture-layout';
import type { WheelTheme } from '@/lib/wheel/theme/theme';

/**
 * The wheel as plain drawing functions. The slices are painted once into an
 * image (`paintSlices`); each frame only rotates that image (`paintFrame`), so
 * a frame costs the same for 6 entries or 10,000.
 */

export interface Slice {
  text: string;
  color: string;
  /** The entry's picture, decoded; drawn toward the rim where the slice is wide enough (pictureLayout). */
  picture?: CanvasImageSource;
}

export const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const DEG = Math.PI / 180;
/** Above this many slices the wheel is painted as one conic gradient. */
const CONIC_ABOVE = 360;
/**
 * Colour changes per CSS pixel of rim the gradient may hold. Past that a slice
 * is a fraction of a device pixel even on a 3x screen, so listing every one
 * (two stops each, 200,000 at 100,000 entries) only costs time and memory.
 */
const STOPS_PER_RIM_PX = 4;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Paints the slices, unrotated, into a square of side 2 × radius (in CSS pixels, scaled by the context). */
export function paintSlices(ctx: Context2D, slices: readonly Slice[], radiusPx: number, theme: WheelTheme): void {
  const n = slices.length;
  ctx.save();
  ctx.translate(radiusPx, radiusPx);
  const arcPx = (2 * Math.PI * radiusPx) / n;
  if (n > CONIC_ABOVE && 'createConicGradient' in ctx) {
    // Thousands of wedges all meet at the centre, which makes path filling crawl; a conic
    // gradient with a hard stop at every slice edge paints the same picture in one fill.
    fillGradientDisc(ctx, sliceStops(slices, radiusPx), radiusPx);
  } else {
    slices.forEach((slice, i) => {
      const start = sliceStartDeg(i, n) * DEG;
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.arc(0, 0, radiusPx, start, n === 1 ? start + 2 * Math.PI : sliceStartDeg(i + 1, n) * DEG);
      ctx.closePath();
      ctx.fillStyle = slice.color;
      ctx.fill();
    });
  }
  if (n > 1 && arcPx >= 3) {
    ctx.beginPath();
    for (let i = 0; i < n; i += 1) {
      const a = sliceStartDeg(i, n) * DEG;
      ctx.moveTo(0, 0);
      ctx.lineTo(radiusPx * Math.cos(a), radiusPx * Math.sin(a));
    }
    ctx.strokeStyle = theme.borderColor;
    ctx.lineWidth = 1;
    ctx.stroke();
  }

  const plain = labelLayout(n, radiusPx);
  const pictured = slices.some((slice) => slice.picture) ? pictureLayout(n, radiusPx) : null;
  if (pictured) {
    slices.forEach((slice, i) => {
      if (slice.picture) paintPicture(ctx, slice.picture, sliceMiddleRad(i, n), pictured);
    });
  }
  const measure = (s: string) => ctx.measureText(s).width;
  const paintLabels = (layout: LabelLayout, which: (slice: Slice) => boolean) => {
    if (layout.fontSizePx < MIN_LABEL_FONT_PX) return;
    ctx.fillStyle = theme.textColor;
    ctx.textBaseline = 'middle';
    ctx.font = `600 ${layout.fontSizePx.toFixed(1)}px ${FONT_STACK}`;
    ctx.textAlign = layout.radial ? 'right' : 'center';
    slices.forEach((slice, i) => {
      if (!which(slice)) return;
      const label = fitLabel(slice.text, layout.maxWidthPx, measure);
      if (!label) return;
      ctx.save();
      ctx.rotate(sliceMiddleRad(i, n));
      if (layout.radial) {
        ctx.fillText(label, layout.anchorRadiusPx, 0);
      } else {
        // Across the slice: the text's baseline is perpendicular to the slice's middle line.
        ctx.translate(layout.anchorRadiusPx, 0);
        ctx.rotate(Math.PI / 2);
        ctx.fillText(label, 0, 0);
      }
      ctx.restore();
    });
  };
  if (pictured) {
    // A pictured slice's text sits clear of its picture; the other slices keep the wheel's usual labels.
    paintLabels(pictured.label, (slice) => slice.picture !== undefined);
    paintLabels(plain, (slice) => slice.picture === undefined);
  } else {
    paintLabels(plain, () => true);
  }
  ctx.restore();
}

function sliceMiddleRad(index: number, sliceCount: number): number {
  return ((sliceStartDeg(index, sliceCount) + sliceStartDeg(index + 1, sliceCount)) / 2) * DEG;
}

/**
 * A slice's picture, upright when its slice is at the pointer (on the right).
 * pictureLayout keeps the square inside its slice and the rim, so it is drawn
 * without clipping, which would cost more than the drawing itself.
 */
function paintPicture(ctx: Context2D, picture: CanvasImageSource, middleRad: number, layout: PictureLayout): void {
  const side = layout.sidePx;
  ctx.save();
  ctx.rotate(middleRad);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(picture, layout.centerRadiusPx - side / 2, -side / 2, side, side);
  ctx.restore();
}

/** A conic gradient's stops: `offsets[i]` (0 to 1 around the turn) takes `colors[i]`, in order. */
export interface GradientStops {
  offsets: number[];
  colors: string[];
}

/**
 * The stops of the wheel's conic gradient: a hard stop at every slice edge,
 * or, when slices outnumber the steps the rim holds (see STOPS_PER_RIM_PX),
 * one colour per step of the turn: that of the slice under the step's middle
 * (neighbouring steps of one colour share their stops).
 */
export function sliceStops(slices: readonly Slice[], radiusPx: number): GradientStops {
  const steps = Math.ceil(2 * Math.PI * radiusPx * STOPS_PER_RIM_PX);
  const n = slices.length;
  const offsets: number[] = [];
  const colors: string[] = [];
  const stop = (offset: number, color: string) => {
    offsets.push(offset);
    colors.push(color);
  };
  if (n <= steps) {
    slices.forEach((slice, i) => {
      stop(i / n, slice.color);
      stop((i + 1) / n, slice.color);
    });
    return { offsets, colors };
  }
  // Each step's middle falls inside the list, so the fallback is never used.
  const colorAt = (step: number) => slices[Math.floor(((step + 0.5) * n) / steps)]?.color ?? '';
  let runStart = 0;
  let runColor = colorAt(0);
  for (let step = 1; step < steps; step += 1) {
    const color = colorAt(step);
    if (color === runColor) continue;
    stop(runStart, runColor);
    stop(step / steps, runColor);
    runStart = step / steps;
    runColor = color;
  }
  stop(runStart, runColor);
  stop(1, runColor);
  return { offsets, colors };
}

/** Fills the disc of `radiusPx` around the origin with the conic gradient of `stops`. */
function fillGradientDisc(ctx: Context2D, { offsets, colors }: GradientStops, radiusPx: number): void {
  const gradient = ctx.createConicGradient(0, 0, 0);
  offsets.forEach((offset, i) => gradient.addColorStop(offset, colors[i] ?? ''));
  ctx.beginPath();
  ctx.arc(0, 0, radiusPx, 0, 2 * Math.PI);
  ctx.fillStyle = gradient;
  ctx.fill();
}

/**
 * Whether paintSlices paints `sliceCount` slices as the conic gradient alone:
 * slices too thin for border lines or labels. Such a picture is made from the
 * stops alone (paintGradientSlices), so it can be painted away from the page.
 */
export function paintsGradientOnly(sliceCount: number, radiusPx: number): boolean {
  const arcPx = (2 * Math.PI * radiusPx) / sliceCount;
  return sliceCount > CONIC_ABOVE && arcPx < 3 && labelLayout(sliceCount, radiusPx).fontSizePx < MIN_LABEL_FONT_PX;
}

/**
 * The picture paintSlices paints when paintsGradientOnly holds, from its
 * stops (sliceStops): the same square of side 2 × radius, the same fill.
 */
export function paintGradientSlices(ctx: Context2D, stops: GradientStops, radiusPx: number): void {
  ctx.save();
  ctx.translate(radiusPx, radiusPx);
  fillGradientDisc(ctx, stops, radiusPx);
  ctx.restore();
}

export interface FrameScene {
  sizePx: number;
  radiusPx: number;
  rotationDeg: number;
  theme: WheelTheme;
  /** The pre-painted slices, or null to show `message` instead. */
  image: CanvasImageSource | null;
  message?: string;
}

/** The frame's fixed sizes in CSS pixels, whatever the wheel's size (the page's still picture draws them too). */
export const FRAME_PX = {
  rimWidth: 4,
  /** How far the pointer's tip reaches inside the rim. */
  pointerTipInset: 12,
  /** How far the pointer's base stands outside the rim. */
  pointerBaseOutset: 16,
  pointerHalfWidth: 13,
  pointerOutline: 2,
} as const;

/** The hub's radius as a share of the wheel's (never under 6 px). */
export const HUB_RADIUS_FRACTION = 0.08;

/** Draws one frame: the rotated slice image, rim, hub and the fixed pointer on the right. */
export function paintFrame(ctx: CanvasRenderingContext2D, scene: FrameScene): void {
  const { sizePx, radiusPx, theme } = scene;
  const c = sizePx / 2;
  ctx.clearRect(0, 0, sizePx, sizePx);

  if (!scene.image || scene.message) {
    ctx.fillStyle = theme.wheelBackground;
    ctx.strokeStyle = theme.borderColor;
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.arc(c, c, Math.max(radiusPx, 1), 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = theme.textColor;
    ctx.font = `600 ${Math.max(12, Math.min(20, sizePx / 16))}px ${FONT_STACK}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(scene.message ?? '', c, c, sizePx - 8);
    return;
  }

  ctx.save();
  ctx.translate(c, c);
  ctx.rotate(scene.rotationDeg * DEG);
  ctx.drawImage(scene.image, -radiusPx, -radiusPx, 2 * radiusPx, 2 * radiusPx);
  ctx.restore();

  ctx.lineWidth = FRAME_PX.rimWidth;
  ctx.strokeStyle = theme.borderColor;
  ctx.beginPath();
  ctx.arc(c, c, radiusPx, 0, 2 * Math.PI);
  ctx.stroke();

  const hub = Math.max(6, radiusPx * HUB_RADIUS_FRACTION);
  ctx.fillStyle = theme.wheelBackground;
  ctx.beginPath();
  ctx.arc(c, c, hub, 0, 2 * Math.PI);
  ctx.fill();
  ctx.stroke();

  // The pointer: a triangle at angle 0, its tip just inside the rim.
  const tipX = c + radiusPx - FRAME_PX.pointerTipInset;
  const baseX = c + radiusPx + FRAME_PX.pointerBaseOutset;
  const halfWidth = FRAME_PX.pointerHalfWidth;
  ctx.fillStyle = theme.pointerColor;
  ctx.strokeStyle = theme.wheelBackground;
  ctx.lineWidth = FRAME_PX.pointerOutline;
  ctx.beginPath();
  ctx.moveTo(tipX, c);
  ctx.lineTo(baseX, c - halfWidth);
  ctx.lineTo(baseX, c + halfWidth);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}
