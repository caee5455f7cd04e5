/**
 * Colour helpers shared by the wheel and the coin: one hex format, one normal form
 * (`#RRGGBB`, upper case) and one readable-text rule based on the WCAG contrast ratio.
 */

/** Only `#rgb` and `#rrggbb`, any letter case; nothing else (no names, no `rgb()`, no `url()`). */
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export interface Rgb {
  /** 0 to 255. */
  r: number;
  g: number;
  b: number;
}

/** The channels of a `#rgb` or `#rrggbb` colour, or null for anything else. */
export function parseHex(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const digits = HEX.exec(value)?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const channel = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4) };
}

export function isHexColor(value: unknown): value is string {
  return parseHex(value) !== null;
}

/** Exactly `#rrggbb`, the form a colour picker gives and the site stores. */
export function isSixDigitHex(value: unknown): value is string {
  return typeof value === 'string' && value.length === 7 && isHexColor(value);
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** `#abc` or `#AaBbCc` -> `#AABBCC`; null when the value is not a hex colour. */
export function normalizeHex(value: unknown): string | null {
  const rgb = parseHex(value);
  return rgb ? toHex(rgb) : null;
}

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white); a value that is not a hex colour counts as black. */
function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex) ?? { r: 0, g: 0, b: 0 };
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
}

/** WCAG contrast ratio, 1 (same luminance) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const BLACK = '#000000';
export const WHITE = '#FFFFFF';

/**
 * Of a dark and a light ink, the one with the higher contrast on the background
 * (black and white unless the caller has its own dark ink). With black and white
 * the result always reaches at least 4.5:1.
 */
export function readableTextOn(background: string, darkInk: string = BLACK, lightInk: string = WHITE): string {
  return contrastRatio(background, darkInk) >= contrastRatio(background, lightInk) ? darkInk : lightInk;
}
