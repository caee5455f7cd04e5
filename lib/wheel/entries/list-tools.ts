import { cryptoSource, randomInts, type RandomSource } from '@/lib/random';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { textCollator } from '@/lib/wheel/entries/sort-order';

/**
 * The Entries tab's list tools. Each returns a new list and leaves the given
 * one as it was, so the caller can keep the old list for Undo.
 */

/**
 * A uniformly random order (Fisher-Yates), drawn from the given source: the
 * same order as drawing each swap with randomInt, with the random values
 * asked for a block at a time (see randomInts).
 */
export function shuffleEntries<T>(entries: readonly T[], source: RandomSource = cryptoSource): T[] {
  const next = [...entries];
  const randomInt = randomInts(source);
  for (let i = next.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    const picked = next[j] as T;
    next[j] = next[i] as T;
    next[i] = picked;
  }
  return next;
}

/** Sorting as a reader expects: by the browser's language, numbers by value, case and accents ignored (see textCollator). */
const collator = textCollator();

/** The language the page sorts in, so a worker sorts a long list the same way. */
export const SORT_LOCALE = collator.resolvedOptions().locale;

/** A to Z by text; entries that compare equal keep their order. */
export function sortEntriesAToZ(entries: readonly WheelEntry[]): WheelEntry[] {
  return [...entries].sort((a, b) => collator.compare(a.text, b.text));
}

/** Printable ASCII words with one space between each: nothing in them to trim, fold or normalise. */
const PLAIN_WORDS = /^[!-~]+(?: [!-~]+)*$/;

/**
 * Two entries are the same when their texts match once trimmed, with inner
 * white space runs as one space, in one Unicode form, ignoring case: "Ada",
 * " ada " and "ADA" are one person. Accents count ("Zoë" is not "Zoe"), since
 * they can tell two real names apart.
 */
export function duplicateKey(text: string): string {
  // Most names and numbers: lower case is the whole key, without a Unicode normalisation each.
  if (PLAIN_WORDS.test(text)) return text.toLowerCase();
  return text.trim().replace(/\s+/g, ' ').normalize('NFC').toLowerCase();
}

/** Keeps the first of each set of same entries (hidden or not), in list order. */
export function removeDuplicateEntries(entries: readonly WheelEntry[]): { entries: WheelEntry[]; removed: number } {
  const seen = new Set<string>();
  const kept: WheelEntry[] = [];
  keepFirsts(entries, 0, entries.length, seen, kept);
  return { entries: kept, removed: entries.length - kept.length };
}

function keepFirsts(entries: readonly WheelEntry[], from: number, to: number, seen: Set<string>, kept: WheelEntry[]): void {
  for (let i = from; i < to; i += 1) {
    const entry = entries[i]!;
    const key = duplicateKey(entry.text);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(entry);
  }
}

/**
 * What removeDuplicateEntries gives, worked out `chunk` entries at a time
 * with a turn for the page (`yieldToPage`) between, so 100,000 entries do
 * not hold up the page in one long task.
 */
export async function removeDuplicateEntriesInChunks(
  entries: readonly WheelEntry[],
  yieldToPage: () => Promise<void>,
  chunk = 20_000,
): Promise<{ entries: WheelEntry[]; removed: number }> {
  const seen = new Set<string>();
  const kept: WheelEntry[] = [];
  for (let from = 0; from < entries.length; from += chunk) {
    if (from > 0) await yieldToPage();
    keepFirsts(entries, from, Math.min(entries.length, from + chunk), seen, kept);
  }
  return { entries: kept, removed: entries.length - kept.length };
}
