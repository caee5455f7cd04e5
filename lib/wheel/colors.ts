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

/** Black or white, whichever reads better on the given background (WCAG relative luminance). */
export function readableTextOn(backgroundHex: string): '#000000' | '#FFFFFF' {
  const hex = normalizeHex(isHexColor(backgroundHex) ? backgroundHex : '#ffffff');
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#000000' : '#FFFFFF';
}
