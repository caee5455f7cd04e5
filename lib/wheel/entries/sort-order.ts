/**
 * Sorting as a reader expects: by the browser's language, numbers by value
 * ("Item 2" before "Item 10"), case and accents ignored. The page and the
 * sorting worker build the same collator from the same language tag.
 */
export function textCollator(locale?: string): Intl.Collator {
  return new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
}

/**
 * The order that puts `texts` A to Z: position i of the answer holds the index
 * of the text that goes i-th. Texts that compare equal keep their order.
 */
export function sortOrder(texts: readonly string[], collator: Intl.Collator): Uint32Array {
  const order = Array.from({ length: texts.length }, (_, i) => i);
  // Array.prototype.sort is stable, so equal texts stay in index order.
  order.sort((a, b) => collator.compare(texts[a] as string, texts[b] as string));
  return Uint32Array.from(order);
}

/** The items in the given order; null when the order does not fit the list (a worker's answer for another list). */
export function inOrder<T>(items: readonly T[], order: ArrayLike<number>): T[] | null {
  if (order.length !== items.length) return null;
  const result = new Array<T>(items.length);
  const used = new Uint8Array(items.length);
  for (let i = 0; i < order.length; i += 1) {
    const from = order[i] as number;
    if (!(from >= 0 && from < items.length) || used[from] === 1) return null;
    used[from] = 1;
    result[i] = items[from] as T;
  }
  return result;
}
