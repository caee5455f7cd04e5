import { isDrawingName, type DrawingName } from '@/lib/blog/drawings';
import { sliceStartDeg } from '@/lib/wheel/stage/geometry';
import { wheelPicture, type WheelPicture } from '@/lib/wheel/stage/wheel-picture';

/**
 * Picture wheels in a post's or a page's MDX: a `<PictureWheel title="...">`
 * block around a Markdown list whose items read `drawing: Label`, one slice
 * each, the drawing's name (from lib/blog/drawings) before the colon and the
 * entry's text after it. The page draws them at build time as an illustration
 * of a wheel whose entries carry pictures.
 */

export interface PictureEntry {
  drawing: DrawingName;
  label: string;
}

export interface PictureWheelList {
  title: string;
  entries: PictureEntry[];
}

export const PICTURE_WHEEL_MIN_ENTRIES = 3;
export const PICTURE_WHEEL_MAX_ENTRIES = 12;

const BLOCK = /<PictureWheel\s+title="([^"]*)"\s*>([\s\S]*?)<\/PictureWheel>/g;
const LIST_ITEM = /^\s*[-*]\s+(.+?)\s*$/gm;

/** One list item as a picture entry; an unknown drawing or an empty label is a mistake in the content and throws, so the build stops. */
export function parsePictureEntry(item: string): PictureEntry {
  const colon = item.indexOf(':');
  const drawing = item.slice(0, Math.max(0, colon)).trim();
  const label = item.slice(colon + 1).trim();
  if (colon < 0 || !isDrawingName(drawing) || label === '') {
    throw new Error(`A picture wheel's list item must read "drawing: Label" with a known drawing, not "${item}"`);
  }
  return { drawing, label };
}

/** Every picture wheel in an MDX body, in reading order. */
export function pictureWheelsIn(body: string): PictureWheelList[] {
  return Array.from(body.matchAll(BLOCK), ([, title = '', inner = '']) => ({
    title: title.trim(),
    entries: Array.from(inner.matchAll(LIST_ITEM), ([, item = '']) => parsePictureEntry(item)),
  }));
}

/** Where a slice's picture sits: the centre of a round tile, in the wheel picture's coordinates. */
export interface PictureSpot {
  x: number;
  y: number;
  /** Radius of the white tile the drawing sits on. */
  tileRadius: number;
}

/** How far out from the centre the pictures sit, as a share of the wheel's radius. */
const SPOT_RADIUS = 0.62;

/**
 * The wheel with one tile per slice, on the slice's middle line: as large as
 * the slice's width allows there, never more than a fifth of the radius, so
 * 3 slices get large tiles and 12 still keep theirs apart.
 */
export function pictureWheelLayout(sliceCount: number, sizePx: number): { wheel: WheelPicture; spots: PictureSpot[] } {
  const wheel = wheelPicture(sliceCount, sizePx);
  const count = wheel.slices.length;
  const spotDistance = wheel.radius * SPOT_RADIUS;
  const halfWidth = count > 1 ? spotDistance * Math.sin(Math.PI / count) : wheel.radius;
  const tileRadius = Math.min(halfWidth * 0.82, wheel.radius * 0.2);
  const spots = Array.from({ length: count }, (_, i) => {
    const midRad = ((sliceStartDeg(i, count) + sliceStartDeg(i + 1, count)) / 2) * (Math.PI / 180);
    return {
      x: wheel.center + spotDistance * Math.cos(midRad),
      y: wheel.center + spotDistance * Math.sin(midRad),
      tileRadius,
    };
  });
  return { wheel, spots };
}
