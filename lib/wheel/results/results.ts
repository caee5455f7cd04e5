import { storedHexColor } from '@/lib/persist/stored-values';
import { isEntryImage } from '@/lib/wheel/entries/entries';

/** Where a result stands in a spin that drew several winners one after another. */
export interface DrawPlace {
  /** Shared by every winner of that one spin. */
  id: string;
  /** 1 for the first winner drawn. */
  place: number;
  of: number;
}

/** Marks a result drawn by a checkable draw: its commitment, and its verification address once it is finished. */
interface ResultDraw {
  commitment: string;
  /** A site path, `/verify#r=...`. */
  verifyPath?: string;
}

export interface WheelResult {
  id: string;
  /** The winner as it was: its picture kept, so the result still shows it once the entry is gone. */
  entry: { id: string; text: string; color: string; image?: string };
  timestamp: Date;
  /** Present when one press of the spin button drew several winners. */
  round?: DrawPlace;
  /** Present when a checkable draw chose this winner. */
  draw?: ResultDraw;
}

function storedDrawPlace(value: unknown): DrawPlace | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, place, of } = value as Record<string, unknown>;
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1;
  if (typeof id !== 'string' || !whole(place) || !whole(of) || place > of) return undefined;
  return { id, place, of };
}

const HEX_64 = /^[0-9a-f]{64}$/;
const VERIFY_PATH_PREFIX = '/verify#r=';

/** A stored draw mark, or undefined when there is none or it is malformed (the result itself is kept). */
function parseResultDraw(value: unknown): ResultDraw | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { commitment, verifyPath } = value as Record<string, unknown>;
  if (typeof commitment !== 'string' || !HEX_64.test(commitment)) return undefined;
  const path = typeof verifyPath === 'string' && verifyPath.startsWith(VERIFY_PATH_PREFIX) ? verifyPath : undefined;
  return path ? { commitment, verifyPath: path } : { commitment };
}

/**
 * Results as written to session storage: the list as it is, except that a
 * picture is written once, on the first (newest) result with it, and every
 * later result with the same picture names that result's place in the list
 * (`entry.imageAt`). Twenty spins of one pictured entry would otherwise store
 * its picture (up to 120,000 characters) twenty times, and a few hundred
 * spins would fill the session's storage; written once, the results'
 * pictures take no more room than the pictures of the lists they came from.
 */
export function storedResults(results: readonly WheelResult[]): unknown[] {
  const placeOf = new Map<string, number>();
  return results.map(({ entry: { image, ...entry }, ...result }, place) => {
    if (image === undefined) return { ...result, entry };
    const imageAt = placeOf.get(image);
    if (imageAt !== undefined) return { ...result, entry: { ...entry, imageAt } };
    placeOf.set(image, place);
    return { ...result, entry: { ...entry, image } };
  });
}

/** A stored result's picture: its own `image`, or that of the earlier result `imageAt` names; an invalid one is none. */
function storedPicture(entry: Record<string, unknown>, stored: readonly unknown[]): string | undefined {
  if (isEntryImage(entry.image)) return entry.image;
  const at = entry.imageAt;
  if (typeof at !== 'number' || !Number.isInteger(at) || at < 0) return undefined;
  const holder: unknown = stored[at];
  if (typeof holder !== 'object' || holder === null) return undefined;
  const holderEntry: unknown = (holder as Record<string, unknown>).entry;
  if (typeof holderEntry !== 'object' || holderEntry === null) return undefined;
  const image = (holderEntry as Record<string, unknown>).image;
  return isEntryImage(image) ? image : undefined;
}

/**
 * Results read back from session storage (written by storedResults):
 * malformed items are dropped, timestamps become dates, and a missing or
 * invalid picture leaves its result without one.
 */
export function parseStoredResults(value: unknown): WheelResult[] | null {
  if (!Array.isArray(value)) return null;
  const results: WheelResult[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const r = item as Record<string, unknown>;
    const entry = r.entry as Record<string, unknown> | null | undefined;
    const timestamp = new Date(typeof r.timestamp === 'string' || typeof r.timestamp === 'number' ? r.timestamp : NaN);
    if (typeof r.id !== 'string' || typeof entry !== 'object' || entry === null || typeof entry.text !== 'string') continue;
    if (Number.isNaN(timestamp.getTime())) continue;
    const round = storedDrawPlace(r.round);
    const draw = parseResultDraw(r.draw);
    const image = storedPicture(entry, value);
    results.push({
      id: r.id,
      entry: { id: String(entry.id ?? ''), text: entry.text, color: storedHexColor(entry.color) ?? '#CCCCCC', ...(image ? { image } : {}) },
      timestamp,
      ...(round ? { round } : {}),
      ...(draw ? { draw } : {}),
    });
  }
  return results;
}
