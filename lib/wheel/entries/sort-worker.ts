import { sortOrder, textCollator } from '@/lib/wheel/entries/sort-order';

/**
 * Sorts a long list's texts away from the page: comparing 100,000 texts with
 * the language's collator takes about a second (four on a slow phone), which
 * on the page would freeze it. Takes { texts, locale }, answers with the
 * order (see sortOrder), its buffer handed over rather than copied.
 */
addEventListener('message', (event: MessageEvent<{ texts: string[]; locale: string }>) => {
  const { texts, locale } = event.data;
  const order = sortOrder(texts, textCollator(locale));
  postMessage(order, { transfer: [order.buffer] });
});
