import { relativeLuminance } from '@/lib/coin/coin-colors';
import { ENTRY_PALETTE } from '@/lib/wheel/constants';

/** The palette colour a new entry gets: chosen by how many entries there are already. */
export function paletteColor(entryCount: number): string {
  const n = ENTRY_PALETTE.length;
  const index = ((Math.trunc(entryCount) % n) + n) % n;
  return ENTRY_PALETTE[index] ?? ENTRY_PALETTE[0];
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

/** #abc -> #aabbcc, lower-cased: the form an <input type=color> accepts. */
export function normalizeHex(hex: string): string {
  const h = hex.toLowerCase();
  return h.length === 4 ? `#${h[1]}${h[1]}${h[2]}${h[2]}${h[3]}${h[3]}` : h;
}

/** Black or white, whichever reads better on the given background (the coin's WCAG luminance). */
export function readableTextOn(backgroundHex: string): '#000000' | '#FFFFFF' {
  return relativeLuminance(isHexColor(backgroundHex) ? backgroundHex : '#ffffff') > 0.179 ? '#000000' : '#FFFFFF';
}
