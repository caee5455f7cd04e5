import { normalizeHex } from '@/lib/color';
import { deflateRaw, fromBase64Url, inflateRaw, toBase64Url, utf8 } from '@/lib/bytes';
import { paletteColor, type WheelEntry } from '@/lib/wheel/entries/entries';
import { SHARE_FRAGMENT_KEY } from '@/lib/wheel/share/share-fragment';
import { DEFAULT_THEME, THEME_COLOR_KEYS, type ThemeColorKey } from '@/lib/wheel/theme/theme';

/**
 * A wheel carried whole in a link's fragment (`/#w=...`): the fragment never
 * reaches a server, so a shared wheel needs no account, never expires and
 * opens offline. The payload is compact JSON, compressed with raw DEFLATE and
 * written in base64url without padding:
 *
 *   [version, title, themeHex, texts, colorsHex, hiddenIndexes]
 *
 * themeHex is the four theme colours as 24 hex digits; colorsHex is six hex
 * digits per entry, in order; hiddenIndexes lists the entries that are off
 * the wheel. JSON escapes lone surrogates as \uD800-style sequences, so any
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

const HEX_RUN = /^[0-9a-f]*$/i;

function hexDigits(color: string, fallback: string): string {
  return (normalizeHex(color) ?? normalizeHex(fallback) ?? '#000000').slice(1);
}

function hexAt(run: string, index: number): string {
  return `#${run.slice(index * 6, index * 6 + 6).toUpperCase()}`;
}

/** The fragment payload (what follows `#w=`) for the wheel. Entries with blank text are left out. */
export async function encodeSharedWheel(wheel: SharedWheel): Promise<string> {
  const entries = wheel.entries.filter((e) => e.text.trim() !== '');
  const themeHex = THEME_COLOR_KEYS.map((key) => hexDigits(wheel.theme[key], DEFAULT_THEME[key])).join('');
  const colorsHex = entries.map((e, i) => hexDigits(e.color, paletteColor(i))).join('');
  const hidden = entries.flatMap((e, i) => (e.visible ? [] : [i]));
  const json = JSON.stringify([SHARE_FORMAT_VERSION, wheel.title, themeHex, entries.map((e) => e.text), colorsHex, hidden]);
  return toBase64Url(await deflateRaw(utf8(json)));
}

/** The full link: the page address (without fragment) with the wheel in its fragment. */
export async function shareLinkFor(pageUrl: string, wheel: SharedWheel): Promise<string> {
  const base = pageUrl.split('#')[0] ?? pageUrl;
  return `${base}#${SHARE_FRAGMENT_KEY}=${await encodeSharedWheel(wheel)}`;
}

function isIndexList(value: unknown, count: number): value is number[] {
  return Array.isArray(value) && value.every((i) => Number.isInteger(i) && i >= 0 && i < count);
}

function wheelFrom(data: unknown): SharedWheel | ShareLinkProblem {
  if (!Array.isArray(data)) return 'wrong-shape';
  const [version, title, themeHex, texts, colorsHex, hidden] = data as unknown[];
  if (typeof version === 'number' && Number.isInteger(version) && version > SHARE_FORMAT_VERSION) return 'newer-version';
  if (version !== SHARE_FORMAT_VERSION || typeof title !== 'string') return 'wrong-shape';
  if (typeof themeHex !== 'string' || themeHex.length !== 24 || !HEX_RUN.test(themeHex)) return 'wrong-shape';
  if (!Array.isArray(texts) || !texts.every((t): t is string => typeof t === 'string')) return 'wrong-shape';
  if (typeof colorsHex !== 'string' || colorsHex.length !== texts.length * 6 || !HEX_RUN.test(colorsHex)) return 'wrong-shape';
  if (!isIndexList(hidden, texts.length)) return 'wrong-shape';

  const hiddenSet = new Set(hidden);
  const entries = texts
    .map((text, i) => ({ text, color: hexAt(colorsHex, i), visible: !hiddenSet.has(i) }))
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
 * a heading's id, are 'absent'). Never throws.
 */
export async function parseShareFragment(hash: string): Promise<SharedWheelParse> {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const prefix = `${SHARE_FRAGMENT_KEY}=`;
  if (!fragment.startsWith(prefix)) return { kind: 'absent' };
  return decodeSharedWheel(fragment.slice(prefix.length));
}

/** What a link carries from the page's own state: texts, colours, visibility, the four theme colours and the title. */
export function toSharedWheel(title: string, entries: readonly WheelEntry[], theme: SharedTheme): SharedWheel {
  return {
    title,
    entries: entries.map(({ text, color, visible }) => ({ text, color, visible })),
    theme: { wheelBackground: theme.wheelBackground, textColor: theme.textColor, borderColor: theme.borderColor, pointerColor: theme.pointerColor },
  };
}

/** A shared wheel's entries as list entries, with ids from the time of opening. */
export function sharedWheelEntries(wheel: SharedWheel, nowMs: number): WheelEntry[] {
  return wheel.entries.map((e, index) => ({ id: `${nowMs}-${index}`, text: e.text, color: e.color, visible: e.visible }));
}
