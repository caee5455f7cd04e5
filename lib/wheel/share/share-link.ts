import { normalizeHex } from '@/lib/color';
import { deflateRaw, fromBase64Url, inflateRaw, toBase64Url, utf8 } from '@/lib/bytes';
import { isEntryImage, paletteColor, type WheelEntry } from '@/lib/wheel/entries/entries';
import { SHARE_FRAGMENT_KEY, sharePayloadOf } from '@/lib/wheel/share/share-fragment';
import { DEFAULT_THEME, THEME_COLOR_KEYS, type ThemeColorKey } from '@/lib/wheel/theme/theme';

/**
 * A wheel carried whole in a link's fragment (`/#w=...`): the fragment never
 * reaches a server, so a shared wheel needs no account, never expires and
 * opens offline. The payload is compact JSON, compressed with raw DEFLATE and
 * written in base64url without padding:
 *
 *   [version, title, themeHex, texts, colorsHex, hiddenIndexes, images?]
 *
 * themeHex is the four theme colours as 24 hex digits; colorsHex is six hex
 * digits per entry, in order; hiddenIndexes lists the entries that are off
 * the wheel; images, present only when some entry has a picture, holds each
 * entry's picture data URL or null, in order. Pages made before pictures read
 * the first six items and ignore the seventh, so the format stays version 1.
 * JSON escapes lone surrogates as \uD800-style sequences, so any
 * JavaScript string, even one that is not well-formed Unicode, comes back
 * exactly.
 */

export { SHARE_FRAGMENT_KEY };
export const SHARE_FORMAT_VERSION = 1;
/** A 10,000-entry wheel of long names inflates to about 1 MB; far more is not a wheel. */
const MAX_INFLATED_BYTES = 8_000_000;
const MAX_PAYLOAD_CHARS = 4_000_000;

export interface SharedEntry {
  text: string;
  color: string;
  visible: boolean;
  image?: string;
}

export type SharedTheme = Record<ThemeColorKey, string>;

export interface SharedWheel {
  title: string;
  entries: SharedEntry[];
  theme: SharedTheme;
}

export type ShareLinkProblem = 'not-base64url' | 'not-deflate' | 'too-large' | 'not-json' | 'wrong-shape' | 'newer-version';

export type SharedWheelParse =
  | { kind: 'absent' }
  | { kind: 'invalid'; problem: ShareLinkProblem }
  | { kind: 'wheel'; wheel: SharedWheel };

/**
 * The longest link that carries pictures, in characters (each one byte). A few
 * dozen pictures fit; past this a link grows unwieldy to paste, send or store
 * in a page, so the link is made without its pictures and the dialog says so.
 */
export const MAX_LINK_WITH_IMAGES_CHARS = 256_000;

export interface ShareLink {
  link: string;
  /** The wheel has pictures the link leaves out, because with them it would be longer than MAX_LINK_WITH_IMAGES_CHARS. */
  imagesLeftOut: boolean;
}

const HEX_RUN = /^[0-9a-f]*$/i;

function hexDigits(color: string, fallback: string): string {
  return (normalizeHex(color) ?? normalizeHex(fallback) ?? '#000000').slice(1);
}

function hexAt(run: string, index: number): string {
  return `#${run.slice(index * 6, index * 6 + 6).toUpperCase()}`;
}

function hasImages(wheel: SharedWheel): boolean {
  return wheel.entries.some((e) => e.image !== undefined && e.text.trim() !== '');
}

/**
 * The fragment payload (what follows `#w=`) for the wheel, with the entries' pictures unless
 * `withImages` is false. Entries with blank text are left out.
 */
export async function encodeSharedWheel(wheel: SharedWheel, withImages = true): Promise<string> {
  const entries = wheel.entries.filter((e) => e.text.trim() !== '');
  const themeHex = THEME_COLOR_KEYS.map((key) => hexDigits(wheel.theme[key], DEFAULT_THEME[key])).join('');
  const colorsHex = entries.map((e, i) => hexDigits(e.color, paletteColor(i))).join('');
  const hidden = entries.flatMap((e, i) => (e.visible ? [] : [i]));
  const items: unknown[] = [SHARE_FORMAT_VERSION, wheel.title, themeHex, entries.map((e) => e.text), colorsHex, hidden];
  if (withImages && hasImages(wheel)) items.push(entries.map((e) => e.image ?? null));
  return toBase64Url(await deflateRaw(utf8(JSON.stringify(items))));
}

/** The full link: the page address (without fragment) with the wheel in its fragment. */
export async function shareLinkFor(pageUrl: string, wheel: SharedWheel, withImages = true): Promise<string> {
  const base = pageUrl.split('#')[0] ?? pageUrl;
  return `${base}#${SHARE_FRAGMENT_KEY}=${await encodeSharedWheel(wheel, withImages)}`;
}

/** Whether a link that carries the pictures is short enough to share as it is. */
export function keepsImages(linkWithImagesChars: number): boolean {
  return linkWithImagesChars <= MAX_LINK_WITH_IMAGES_CHARS;
}

/**
 * The wheel's link with its pictures when that link is at most MAX_LINK_WITH_IMAGES_CHARS long,
 * otherwise the link without them (texts, colours, theme and title), saying that they were left out.
 */
export async function fittingShareLink(pageUrl: string, wheel: SharedWheel): Promise<ShareLink> {
  const link = await shareLinkFor(pageUrl, wheel);
  if (!hasImages(wheel) || keepsImages(link.length)) return { link, imagesLeftOut: false };
  return { link: await shareLinkFor(pageUrl, wheel, false), imagesLeftOut: true };
}

function isIndexList(value: unknown, count: number): value is number[] {
  return Array.isArray(value) && value.every((i) => Number.isInteger(i) && i >= 0 && i < count);
}

/**
 * Each entry's picture from a link's seventh item: one item per text, each a picture or null. A
 * picture that is not an entry picture (isEntryImage) is dropped and its entry kept; an item that
 * is not such a list drops every picture and keeps the wheel.
 */
function imagesFrom(value: unknown, count: number): readonly (string | undefined)[] {
  if (!Array.isArray(value) || value.length !== count) return [];
  return value.map((image: unknown) => (isEntryImage(image) ? image : undefined));
}

function wheelFrom(data: unknown): SharedWheel | ShareLinkProblem {
  if (!Array.isArray(data)) return 'wrong-shape';
  const [version, title, themeHex, texts, colorsHex, hidden, images] = data as unknown[];
  if (typeof version === 'number' && Number.isInteger(version) && version > SHARE_FORMAT_VERSION) return 'newer-version';
  if (version !== SHARE_FORMAT_VERSION || typeof title !== 'string') return 'wrong-shape';
  if (typeof themeHex !== 'string' || themeHex.length !== 24 || !HEX_RUN.test(themeHex)) return 'wrong-shape';
  if (!Array.isArray(texts) || !texts.every((t): t is string => typeof t === 'string')) return 'wrong-shape';
  if (typeof colorsHex !== 'string' || colorsHex.length !== texts.length * 6 || !HEX_RUN.test(colorsHex)) return 'wrong-shape';
  if (!isIndexList(hidden, texts.length)) return 'wrong-shape';

  const hiddenSet = new Set(hidden);
  const pictures = imagesFrom(images, texts.length);
  const entries = texts
    .map((text, i): SharedEntry => {
      const image = pictures[i];
      return { text, color: hexAt(colorsHex, i), visible: !hiddenSet.has(i), ...(image ? { image } : {}) };
    })
    .filter((e) => e.text.trim() !== '');
  const theme = Object.fromEntries(THEME_COLOR_KEYS.map((key, i) => [key, hexAt(themeHex, i)])) as SharedTheme;
  return { title, entries, theme };
}

/** Reads a wheel from the payload that follows `#w=`. Never throws: broken input names its problem. */
export async function decodeSharedWheel(payload: string): Promise<SharedWheelParse> {
  if (payload.length > MAX_PAYLOAD_CHARS) return { kind: 'invalid', problem: 'too-large' };
  const bytes = fromBase64Url(payload);
  if (!bytes) return { kind: 'invalid', problem: 'not-base64url' };
  const inflated = await inflateRaw(bytes, MAX_INFLATED_BYTES);
  if (!inflated.ok) return { kind: 'invalid', problem: inflated.reason === 'too-large' ? 'too-large' : 'not-deflate' };
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes));
  } catch {
    return { kind: 'invalid', problem: 'not-json' };
  }
  const wheel = wheelFrom(data);
  return typeof wheel === 'string' ? { kind: 'invalid', problem: wheel } : { kind: 'wheel', wheel };
}

/**
 * Reads a wheel from a location hash such as `#w=...` (other fragments, like
 * a heading's id, are 'absent'). The payload ends at the first `&`, where the
 * embedded wheel's options begin (see lib/wheel/embed/embed-fragment.ts).
 * Never throws.
 */
export async function parseShareFragment(hash: string): Promise<SharedWheelParse> {
  const payload = sharePayloadOf(hash);
  return payload === null ? { kind: 'absent' } : decodeSharedWheel(payload);
}

/** What a link carries from the page's own state: texts, colours, visibility, pictures, the four theme colours and the title. */
export function toSharedWheel(title: string, entries: readonly WheelEntry[], theme: SharedTheme): SharedWheel {
  return {
    title,
    entries: entries.map(({ text, color, visible, image }) => ({ text, color, visible, ...(image ? { image } : {}) })),
    theme: { wheelBackground: theme.wheelBackground, textColor: theme.textColor, borderColor: theme.borderColor, pointerColor: theme.pointerColor },
  };
}

/** A shared wheel's entries as list entries, with ids from the time of opening. */
export function sharedWheelEntries(wheel: SharedWheel, nowMs: number): WheelEntry[] {
  return wheel.entries.map((e, index) => ({
    id: `${nowMs}-${index}`,
    text: e.text,
    color: e.color,
    visible: e.visible,
    ...(e.image ? { image: e.image } : {}),
  }));
}
