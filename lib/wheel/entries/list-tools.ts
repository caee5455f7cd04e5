import { cryptoSource, randomInt, type RandomSource } from '@/lib/random';
import type { WheelEntry } from '@/lib/wheel/entries/entries';

/**
 * The Entries tab's list tools. Each returns a new list and leaves the given
 * one as it was, so the caller can keep the old list for Undo.
 */

/** A uniformly random order (Fisher-Yates), drawn from the given source. */
export function shuffleEntries<T>(entries: readonly T[], source: RandomSource = cryptoSource): T[] {
  const next = [...entries];
  for (let i = next.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1, source);
    const picked = next[j] as T;
    next[j] = next[i] as T;
    next[i] = picked;
  }
  return next;
}

/**
 * Sorting as a reader expects: by the browser's language, numbers by value
 * ("Item 2" before "Item 10"), case and accents ignored.
 */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A to Z by text; entries that compare equal keep their order. */
export function sortEntriesAToZ(entries: readonly WheelEntry[]): WheelEntry[] {
  return [...entries].sort((a, b) => collator.compare(a.text, b.text));
}

/**
 * Two entries are the same when their texts match once trimmed, with inner
 * white space runs as one space, in one Unicode form, ignoring case: "Ada",
 * " ada " and "ADA" are one person. Accents count ("Zoë" is not "Zoe"), since
 * they can tell two real names apart.
 */
export function duplicateKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').normalize('NFC').toLowerCase();
}

/** Keeps the first of each set of same entries (hidden or not), in list order. */
export function removeDuplicateEntries(entries: readonly WheelEntry[]): { entries: WheelEntry[]; removed: number } {
  const seen = new Set<string>();
  const kept = entries.filter((entry) => {
    const key = duplicateKey(entry.text);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { entries: kept, removed: entries.length - kept.length };
}
