import { sameEntry, type WheelEntry } from '@/lib/wheel/entries/entries';

/**
 * One change of the entry list, kept so it can be walked back: the two lists
 * agree before `at` and after the changed part; `removed` is what the earlier
 * list had there and `added` how many entries the later list has in its
 * place. An add is `removed: [], added: 1`, a delete one removed entry, an
 * edit, a colour or a hide one for one, a new list all of it. Only the
 * changed part is kept, so a step on a 100,000-entry list costs its change,
 * not the list.
 */
export interface ListChange {
  at: number;
  removed: readonly WheelEntry[];
  added: number;
}

function sameEntryAt(a: WheelEntry | undefined, b: WheelEntry | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && sameEntry(a, b));
}

/** What turned `before` into `after`, or null when they hold the same entries. One pass from each end. */
export function listChange(before: readonly WheelEntry[], after: readonly WheelEntry[]): ListChange | null {
  const shorter = Math.min(before.length, after.length);
  let head = 0;
  while (head < shorter && sameEntryAt(before[head], after[head])) head += 1;
  if (head === before.length && head === after.length) return null;
  let tail = 0;
  while (tail < shorter - head && sameEntryAt(before[before.length - 1 - tail], after[after.length - 1 - tail])) tail += 1;
  return { at: head, removed: before.slice(head, before.length - tail), added: after.length - tail - head };
}

/** The list before `change`, from the list after it; null when the list does not fit the change (it is not the list the change was made on). */
export function undoChange(current: readonly WheelEntry[], change: ListChange): readonly WheelEntry[] | null {
  if (change.at + change.added > current.length) return null;
  return [...current.slice(0, change.at), ...change.removed, ...current.slice(change.at + change.added)];
}

/**
 * Whether `next` only carries on `previous`: both change the same one entry
 * (typing in its colour picker, a second colour a moment later). Such changes
 * make one step, so twenty steps are twenty things the visitor did.
 */
export function continuesChange(previous: ListChange, next: ListChange): boolean {
  return (
    previous.added === 1 &&
    next.added === 1 &&
    previous.removed.length === 1 &&
    next.removed.length === 1 &&
    previous.at === next.at &&
    previous.removed[0]?.id === next.removed[0]?.id
  );
}

/** Of a longer text, the fingerprint reads its length and this many characters from each end (a megabyte entry costs no more than a name). */
const SIGNED_END_CHARS = 256;

/**
 * Each entry's own 32-bit FNV-1a hash of its fields, kept for as long as the
 * entry lives. Entries are never changed in place (an edit makes a new one),
 * and a shuffle, a sort or an undo makes a new list of the same entries, so a
 * list's fingerprint reads each entry's text once, not on every change.
 */
const entryHashes = new WeakMap<WheelEntry, number>();

function entryHash(entry: WheelEntry): number {
  const known = entryHashes.get(entry);
  if (known !== undefined) return known;
  let hash = 0x811c9dc5;
  const mix = (text: string) => {
    const long = text.length > 2 * SIGNED_END_CHARS;
    const signed = long ? `${text.length}:${text.slice(0, SIGNED_END_CHARS)}${text.slice(-SIGNED_END_CHARS)}` : text;
    for (let i = 0; i < signed.length; i += 1) {
      hash ^= signed.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    // A separator, so ("ab", "c") and ("a", "bc") differ.
    hash ^= 0xff;
    hash = Math.imul(hash, 0x01000193);
  };
  mix(entry.id);
  mix(entry.text);
  mix(entry.color);
  mix(entry.visible ? '1' : '0');
  // A picture is long: SIGNED_END_CHARS from each end and its length tell two apart.
  mix(entry.image ?? '');
  entryHashes.set(entry, hash);
  return hash;
}

/**
 * A short fingerprint of a list (its length and a 32-bit hash of its entries'
 * hashes in order), so a history saved for one list is never walked on another.
 */
export function listSignature(list: readonly WheelEntry[]): string {
  let hash = 0x811c9dc5;
  for (const entry of list) {
    hash = Math.imul(hash ^ entryHash(entry), 0x01000193);
    // Spreads the high bits down, so entries that differ only there still change the whole hash.
    hash ^= hash >>> 15;
  }
  return `${list.length}:${(hash >>> 0).toString(36)}`;
}
