import { isHexColor } from '@/lib/color';
import { storedHexColor } from '@/lib/persist/stored-values';
import { ENTRY_PALETTE } from '@/lib/wheel/constants';
import { SHOWN_CHARS } from '@/lib/wheel/entries/long-text';

export interface WheelEntry {
  id: string;
  text: string;
  color: string;
  visible: boolean;
  /** The entry's picture: a square `data:image/webp|jpeg|png` URL made in the browser (see isEntryImage). */
  image?: string;
}

/**
 * The longest picture kept, in characters of its data URL. A 256 x 256 picture
 * re-encoded by the page is 5 to 40 kB; twice the largest, base64 and all,
 * still leaves room in storage for hundreds of pictured entries.
 */
export const MAX_IMAGE_CHARS = 120_000;

const IMAGE_DATA_URL = /^data:image\/(?:webp|jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/;

/** Whether a value (read from storage or a link) may be an entry's picture: a base64 WebP, JPEG or PNG data URL of at most MAX_IMAGE_CHARS. */
export function isEntryImage(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_IMAGE_CHARS && IMAGE_DATA_URL.test(value);
}

export const DEFAULT_ENTRIES: readonly WheelEntry[] = [
  { id: '1', text: 'Option 1', color: '#FF6B6B', visible: true },
  { id: '2', text: 'Option 2', color: '#4ECDC4', visible: true },
  { id: '3', text: 'Option 3', color: '#45B7D1', visible: true },
  { id: '4', text: 'Option 4', color: '#96CEB4', visible: true },
  { id: '5', text: 'Option 5', color: '#FFEAA7', visible: true },
  { id: '6', text: 'Option 6', color: '#DDA0DD', visible: true },
];

/**
 * The default list with each entry named in the page's language ("Opción 1"): the same ids and
 * colours. Where every name is the English one, the defaults themselves.
 */
export function defaultEntriesNamed(name: (number: number) => string): readonly WheelEntry[] {
  const named = DEFAULT_ENTRIES.map((entry, index) => ({ ...entry, text: name(index + 1) }));
  return named.every((entry, index) => entry.text === DEFAULT_ENTRIES[index]?.text) ? DEFAULT_ENTRIES : named;
}

/** The palette colour a new entry gets: chosen by how many entries there are already. */
export function paletteColor(entryCount: number): string {
  const n = ENTRY_PALETTE.length;
  const index = ((Math.trunc(entryCount) % n) + n) % n;
  return ENTRY_PALETTE[index] ?? ENTRY_PALETTE[0];
}

/** An id from the time of adding, made unique against the list (two adds can share a millisecond). */
export function newEntryId(nowMs: number, existing: readonly WheelEntry[]): string {
  const base = String(nowMs);
  const taken = new Set(existing.map((e) => e.id));
  if (!taken.has(base)) return base;
  let n = 1;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Adds an entry, trimmed; empty or blank text changes nothing. */
export function addEntry(entries: readonly WheelEntry[], text: string, nowMs: number): readonly WheelEntry[] {
  const trimmed = text.trim();
  if (!trimmed) return entries;
  const entry: WheelEntry = { id: newEntryId(nowMs, entries), text: trimmed, color: paletteColor(entries.length), visible: true };
  return [...entries, entry];
}

/**
 * Where the entry with this id is: at `at` when the caller knows (a row knows
 * its place, so a change to one entry of 100,000 reads one, not every id), else
 * found; -1 when the list has no such entry.
 */
export function entryIndex(entries: readonly WheelEntry[], id: string, at?: number): number {
  if (at !== undefined && entries[at]?.id === id) return at;
  return entries.findIndex((e) => e.id === id);
}

/** Same id, text, colour, visibility and picture: an entry read back from another tab's storage is a new object. */
export function sameEntry(a: WheelEntry, b: WheelEntry): boolean {
  return a === b || (a.id === b.id && a.text === b.text && a.color === b.color && a.visible === b.visible && a.image === b.image);
}

/**
 * A partial merge by id (`at`: where it is, see entryIndex). Edited text is trimmed; blank text is refused and the entry keeps its old text.
 * `image: undefined` removes the picture; a value that is not an entry picture (isEntryImage) is refused.
 */
export function updateEntry(entries: readonly WheelEntry[], id: string, changes: Partial<Omit<WheelEntry, 'id'>>, at?: number): readonly WheelEntry[] {
  const patch = { ...changes };
  if (patch.text !== undefined) {
    const trimmed = patch.text.trim();
    if (trimmed) patch.text = trimmed;
    else delete patch.text;
  }
  if (patch.color !== undefined && !isHexColor(patch.color)) delete patch.color;
  if (patch.image !== undefined && !isEntryImage(patch.image)) delete patch.image;
  const index = entryIndex(entries, id, at);
  const entry = entries[index];
  if (!entry) return entries;
  const next = entries.slice();
  const changed: WheelEntry = { ...entry, ...patch };
  if ('image' in patch && patch.image === undefined) delete changed.image;
  next[index] = changed;
  return next;
}

/** The list without the entry with this id (`at`: where it is, see entryIndex). */
export function removeEntry(entries: readonly WheelEntry[], id: string, at?: number): readonly WheelEntry[] {
  const index = entryIndex(entries, id, at);
  if (index === -1) return entries;
  const next = entries.slice();
  next.splice(index, 1);
  return next;
}

/** Puts a copy right after the original, its text named by `nameCopy` ("Pizza (Copy)" in English). */
export function duplicateEntry(entries: readonly WheelEntry[], id: string, nameCopy: (text: string) => string, nowMs: number): readonly WheelEntry[] {
  const index = entries.findIndex((e) => e.id === id);
  const original = entries[index];
  if (!original) return entries;
  const copy: WheelEntry = { ...original, id: newEntryId(nowMs, entries), text: nameCopy(original.text) };
  return [...entries.slice(0, index + 1), copy, ...entries.slice(index + 1)];
}

/** Moves one entry; a drop on its own place or outside the list (-1) changes nothing. */
export function moveEntry(entries: readonly WheelEntry[], from: number, to: number): readonly WheelEntry[] {
  if (from === to || from < 0 || to < 0 || from >= entries.length || to >= entries.length) return entries;
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** Entries made from a template's texts: ids from time plus index, colour by index, all visible. */
export function entriesFromTexts(texts: readonly string[], nowMs: number): WheelEntry[] {
  // One pass: a 100,000-line link makes no intermediate lists.
  const entries: WheelEntry[] = [];
  for (const raw of texts) {
    const text = raw.trim();
    if (text) entries.push({ id: `${nowMs}-${entries.length}`, text, color: paletteColor(entries.length), visible: true });
  }
  return entries;
}

/** `{"id":"","text":"","color":"","visible":true}` and a comma or bracket: 46 characters around the values; a picture adds `,"image":""` and its URL. */
const entryJsonLength = (e: WheelEntry) => 46 + e.id.length + e.text.length + e.color.length + (e.image === undefined ? 0 : 11 + e.image.length);

/**
 * Each list's length as minEntriesJsonLength counts it, kept for as long as the
 * list lives. Lists are never changed in place, so one change of a
 * 100,000-entry list is counted once, not by each of the list's save and the
 * undo history's save.
 */
const jsonLengths = new WeakMap<readonly WheelEntry[], number>();

/** The fewest characters `JSON.stringify(entries)` can take: every field written out, nothing escaped. */
export function minEntriesJsonLength(entries: readonly WheelEntry[]): number {
  const known = jsonLengths.get(entries);
  if (known !== undefined) return known;
  let sum = 1;
  for (let i = 0; i < entries.length; i += 1) sum += entryJsonLength(entries[i]!);
  jsonLengths.set(entries, sum);
  return sum;
}

/** What the page shows about a list as a whole. */
export interface ListFacts {
  /** The entries on the wheel, in order. */
  visible: readonly WheelEntry[];
  /** How many are shown shortened (longer than SHOWN_CHARS). */
  shortened: number;
  /** How many of the visible entries have a picture. */
  picturedVisible: number;
}

const factsOfLists = new WeakMap<readonly WheelEntry[], ListFacts>();

/**
 * The list's facts in one pass over it, kept for as long as the list lives
 * (with its minEntriesJsonLength): each pass over 100,000 entries costs the
 * page about as much as reading them all from memory once, so the wheel, the
 * counts and the save share one.
 */
export function listFacts(entries: readonly WheelEntry[]): ListFacts {
  const known = factsOfLists.get(entries);
  if (known) return known;
  const visible: WheelEntry[] = [];
  let shortened = 0;
  let picturedVisible = 0;
  let json = 1;
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i]!;
    if (entry.visible) {
      visible.push(entry);
      if (entry.image !== undefined) picturedVisible += 1;
    }
    if (entry.text.length > SHOWN_CHARS) shortened += 1;
    json += entryJsonLength(entry);
  }
  const facts = { visible, shortened, picturedVisible };
  factsOfLists.set(entries, facts);
  if (!jsonLengths.has(entries)) jsonLengths.set(entries, json);
  return facts;
}

interface StoredEntry {
  id: string | number;
  text: string;
  color?: unknown;
  visible?: boolean;
  image?: unknown;
}

function isEntry(value: unknown): value is StoredEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    (typeof e.id === 'string' || typeof e.id === 'number') &&
    typeof e.text === 'string' &&
    e.text.trim() !== '' &&
    (e.visible === undefined || typeof e.visible === 'boolean')
  );
}

/**
 * Entries read back from storage. Not an array: null (the caller falls back to
 * the defaults); an array keeps its well-formed items (a stored empty array is
 * an empty list), with missing colours and flags filled in and ids made unique.
 * Colours must be #rrggbb. A picture that is not an entry picture (isEntryImage:
 * another kind of URL, another format, too long) is dropped and its entry kept.
 */
export function parseStoredEntries(value: unknown): WheelEntry[] | null {
  if (!Array.isArray(value)) return null;
  const seen = new Set<string>();
  const result: WheelEntry[] = [];
  value.filter(isEntry).forEach((e, index) => {
    let id = String(e.id);
    while (seen.has(id)) id = `${id}-${index}`;
    seen.add(id);
    const entry: WheelEntry = {
      id,
      text: e.text,
      color: storedHexColor(e.color) ?? paletteColor(index),
      visible: e.visible ?? true,
    };
    if (isEntryImage(e.image)) entry.image = e.image;
    result.push(entry);
  });
  return result;
}
