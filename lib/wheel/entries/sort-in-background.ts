import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { sortEntriesAToZ, SORT_LOCALE } from '@/lib/wheel/entries/list-tools';
import { inOrder } from '@/lib/wheel/entries/sort-order';

/** Up to this many entries are sorted on the page (a few tens of milliseconds); a longer list in a worker. */
const SORT_ON_PAGE_UP_TO = 5_000;

/** What the sort needs of a worker (a test gives one that answers in the same thread). */
export type SortWorker = Pick<Worker, 'postMessage' | 'terminate' | 'onmessage' | 'onerror' | 'onmessageerror'>;

function startSortWorker(): SortWorker | null {
  try {
    return new Worker(new URL('./sort-worker.ts', import.meta.url), { name: 'sort-entries' });
  } catch {
    return null;
  }
}

/**
 * The entries sorted A to Z, exactly as sortEntriesAToZ sorts them, without
 * holding up the page: a list longer than `onPageUpTo` is sorted in a worker
 * (the page only hands over the texts and puts the entries in the order that
 * comes back). A short list, or one whose worker cannot start or answer, is
 * sorted on the page.
 */
export function sortEntriesInBackground(
  entries: readonly WheelEntry[],
  { onPageUpTo = SORT_ON_PAGE_UP_TO, start = startSortWorker }: { onPageUpTo?: number; start?: () => SortWorker | null } = {},
): Promise<WheelEntry[]> {
  const worker = entries.length > onPageUpTo ? start() : null;
  if (!worker) return Promise.resolve(sortEntriesAToZ(entries));
  return new Promise((resolve) => {
    const finish = (sorted: WheelEntry[]) => {
      worker.onmessage = null;
      worker.onerror = null;
      worker.onmessageerror = null;
      worker.terminate();
      resolve(sorted);
    };
    worker.onmessage = (event: MessageEvent<Uint32Array>) => finish(inOrder(entries, event.data) ?? sortEntriesAToZ(entries));
    // A worker that cannot load or answer (an old browser, a blocked script): sorted on the page instead.
    const onPage = () => finish(sortEntriesAToZ(entries));
    worker.onerror = onPage;
    worker.onmessageerror = onPage;
    worker.postMessage({ texts: entries.map((entry) => entry.text), locale: SORT_LOCALE });
  });
}
