/**
 * Entries' pictures decoded for the wheel's canvas, keyed by their data URL:
 * the wheel is painted at once without the pictures still decoding, and again
 * when they are ready, never waiting on them and never decoding one twice.
 */

export type DecodePicture = (dataUrl: string) => Promise<CanvasImageSource>;

/**
 * Pictures kept decoded: two full pictured wheels (a list and the one before
 * it, for an Undo), 26 MB of pixels at 256 x 256. A picture let go is not
 * closed: a wheel on screen may still be drawing it.
 */
const KEPT = 200;

interface PictureCache {
  /** The decoded picture, or undefined while it decodes, failed, or was never asked for. */
  get: (dataUrl: string) => CanvasImageSource | undefined;
  /** Decodes the pictures not yet decoded; resolves once each has decoded or failed (true when one newly decoded). */
  load: (dataUrls: Iterable<string>) => Promise<boolean>;
}

/** The bytes of a base64 data URL (every entry's picture is one, see isEntryImage) as a Blob of its type. */
function dataUrlBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = dataUrl.slice('data:'.length, dataUrl.indexOf(';'));
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/**
 * Decodes in the browser, away from the page's thread where it can: an
 * ImageBitmap is ready to draw, where an `img`, even decoded, costs the first
 * paint of a hundred pictures three times as long. The bytes are read from
 * the data URL itself: fetching it would ask the page's connect-src, which
 * allows no data: URLs.
 */
const decodeInBrowser: DecodePicture = async (dataUrl) => {
  if (typeof createImageBitmap === 'function') return createImageBitmap(dataUrlBlob(dataUrl));
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  return image;
};

export function createPictureCache(decode: DecodePicture = decodeInBrowser): PictureCache {
  // A Map keeps insertion order: the first key is the one used longest ago.
  const decoded = new Map<string, CanvasImageSource>();
  const pending = new Map<string, Promise<boolean>>();
  const failed = new Set<string>();

  const keep = (dataUrl: string, picture: CanvasImageSource) => {
    decoded.set(dataUrl, picture);
    while (decoded.size > KEPT) {
      const oldest = decoded.keys().next().value;
      if (oldest === undefined) break;
      decoded.delete(oldest);
    }
  };
  const loadOne = (dataUrl: string): Promise<boolean> => {
    const waiting = pending.get(dataUrl);
    if (waiting) return waiting;
    const loading = decode(dataUrl).then(
      (picture) => {
        keep(dataUrl, picture);
        return true;
      },
      () => {
        // A picture the browser cannot decode stays undrawn; its slice keeps its text.
        failed.add(dataUrl);
        return false;
      },
    );
    const settled = loading.finally(() => pending.delete(dataUrl));
    pending.set(dataUrl, settled);
    return settled;
  };

  return {
    get: (dataUrl) => {
      const picture = decoded.get(dataUrl);
      if (picture !== undefined) {
        // Used again: it moves to the back of the queue.
        decoded.delete(dataUrl);
        decoded.set(dataUrl, picture);
      }
      return picture;
    },
    load: async (dataUrls) => {
      const wanted = [...new Set(dataUrls)].filter((url) => !decoded.has(url) && !failed.has(url));
      const outcomes = await Promise.all(wanted.map(loadOne));
      return outcomes.some(Boolean);
    },
  };
}
