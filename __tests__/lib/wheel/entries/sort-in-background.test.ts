import fc from 'fast-check';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { sortEntriesAToZ } from '@/lib/wheel/entries/list-tools';
import { sortEntriesInBackground, type SortWorker } from '@/lib/wheel/entries/sort-in-background';
import { inOrder, sortOrder, textCollator } from '@/lib/wheel/entries/sort-order';

jest.setTimeout(30_000);

const entry = (text: string, i: number): WheelEntry => ({ id: `${i}`, text, color: '#FF6B6B', visible: i % 3 !== 0 });
// Texts that collate in interesting ways: case, accents, numbers, equal texts.
const textArb = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom('Ada', 'ada', 'ÁDA', 'Zoë', 'Zoe', 'Item 2', 'item 10', 'Item 1', '10', '9', 'b', ' B'),
);
const entriesArb = fc.array(textArb, { maxLength: 60 }).map((texts) => texts.map(entry));

/** A worker that answers in this thread as the real one does (sort-worker.ts), after the current task. */
function inThreadWorker(): SortWorker & { posted: unknown[]; terminated: boolean } {
  const worker = {
    posted: [] as unknown[],
    terminated: false,
    onmessage: null as SortWorker['onmessage'],
    onerror: null as SortWorker['onerror'],
    onmessageerror: null as SortWorker['onmessageerror'],
    postMessage(message: { texts: string[]; locale: string }) {
      worker.posted.push(message);
      void Promise.resolve().then(() => {
        const data = sortOrder(message.texts, textCollator(message.locale));
        worker.onmessage?.call(worker as unknown as Worker, { data } as MessageEvent);
      });
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return worker;
}

describe('sortOrder', () => {
  it('puts texts in the order sortEntriesAToZ puts their entries', () => {
    fc.assert(
      fc.property(entriesArb, (list) => {
        const order = sortOrder(
          list.map((e) => e.text),
          textCollator(),
        );
        expect(inOrder(list, order)).toEqual(sortEntriesAToZ(list));
      }),
      { numRuns: 500 },
    );
  });
});

describe('inOrder', () => {
  it('refuses an order that is not one of the list', () => {
    expect(inOrder(['a', 'b'], [1, 0])).toEqual(['b', 'a']);
    expect(inOrder(['a', 'b'], [0])).toBeNull();
    expect(inOrder(['a', 'b'], [1, 1])).toBeNull();
    expect(inOrder(['a', 'b'], [0, 2])).toBeNull();
  });
});

describe('sortEntriesInBackground', () => {
  it('sorts a long list in the worker, to the same order as on the page', async () => {
    await fc.assert(
      fc.asyncProperty(entriesArb.filter((list) => list.length > 0), async (list) => {
        const worker = inThreadWorker();
        const sorted = await sortEntriesInBackground(list, { onPageUpTo: 0, start: () => worker });
        expect(sorted).toEqual(sortEntriesAToZ(list));
        expect(worker.posted).toHaveLength(1);
        expect(worker.terminated).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('hands a 100,000-entry list to a worker and a 5,000-entry one not', async () => {
    const long = Array.from({ length: 100_000 }, (_, i) => entry(`Entry ${100_000 - i}`, i));
    const start = jest.fn(inThreadWorker);
    const sorted = await sortEntriesInBackground(long, { start });
    expect(start).toHaveBeenCalledTimes(1);
    expect(sorted[0]?.text).toBe('Entry 1');
    expect(sorted.at(-1)?.text).toBe('Entry 100000');

    await sortEntriesInBackground(long.slice(0, 5_000), { start });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('sorts on the page when no worker starts, or the worker fails or answers for another list', async () => {
    const list = ['c', 'a', 'b'].map(entry);
    const expected = sortEntriesAToZ(list);
    await expect(sortEntriesInBackground(list, { onPageUpTo: 0, start: () => null })).resolves.toEqual(expected);

    const failing = inThreadWorker();
    failing.postMessage = () => void Promise.resolve().then(() => failing.onerror?.call(failing as unknown as Worker, new Event('error') as ErrorEvent));
    await expect(sortEntriesInBackground(list, { onPageUpTo: 0, start: () => failing })).resolves.toEqual(expected);
    expect(failing.terminated).toBe(true);

    const wrong = inThreadWorker();
    wrong.postMessage = () =>
      void Promise.resolve().then(() => wrong.onmessage?.call(wrong as unknown as Worker, { data: Uint32Array.from([0, 0, 0]) } as MessageEvent));
    await expect(sortEntriesInBackground(list, { onPageUpTo: 0, start: () => wrong })).resolves.toEqual(expected);
  });
});
