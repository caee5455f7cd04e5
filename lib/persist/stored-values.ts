import { isSixDigitHex } from '@/lib/color';

/** Small validators for values read back from storage, where anything may be found. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A colour from storage, accepted only as `#rrggbb`: a stored value ends up in
 * a style or on a canvas, and `url(...)` or an expression must never get there.
 */
export function storedHexColor(value: unknown): string | null {
  return isSixDigitHex(value) ? value : null;
}

/** A stored date (ISO text or milliseconds) as a Date, or null. */
export function storedDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
