/** Colour helpers for the coin: hex parsing and a readable label colour on any face. */

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#abc", "abc", "#AABBCC" -> "#AABBCC"; anything else -> null. */
export function normalizeHex(text: string): string | null {
  const match = HEX.exec(text.trim());
  const digits = match?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full.toUpperCase()}`;
}

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #RRGGBB colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const normal = normalizeHex(hex) ?? '#000000';
  const [r, g, b] = [1, 3, 5].map((i) => channelLuminance(parseInt(normal.slice(i, i + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

export const DARK_INK = '#0F172A';
export const LIGHT_INK = '#FFFFFF';

/** The ink, dark or white, with the higher contrast on the given face colour. */
export function readableInkOn(background: string): string {
  return contrastRatio(background, DARK_INK) >= contrastRatio(background, LIGHT_INK) ? DARK_INK : LIGHT_INK;
}
