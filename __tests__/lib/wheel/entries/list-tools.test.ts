import fc from 'fast-check';
import { randomInt, seededSource, type RandomSource } from '@/lib/random';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { duplicateKey, removeDuplicateEntries, removeDuplicateEntriesInChunks, shuffleEntries, sortEntriesAToZ } from '@/lib/wheel/entries/list-tools';
import { chiSquarePValue, chiSquareStatistic } from '../../../support/chi-square';

const RUNS = { numRuns: 1000 };
// A thousand runs of a property take seconds when the machine is busy; the default 5 s is too tight.
jest.setTimeout(30_000);
const entry = (text: string, i = 0, visible = true): WheelEntry => ({ id: `${i}`, text, color: '#FF6B6B', visible });
const entriesArb = fc
  .array(fc.tuple(fc.string({ unit: 'binary' }), fc.boolean()), { maxLength: 40 })
  .map((items) => items.map(([text, visible], i) => entry(text, i, visible)));
const frozenCopy = (list: WheelEntry[]) => Object.freeze(list.map((e) => Object.freeze({ ...e })));

describe('shuffleEntries', () => {
  it('gives the same entries in some order and leaves the list as it was', () => {
    fc.assert(
      fc.property(entriesArb, fc.integer(), (list, seed) => {
        const input = frozenCopy(list);
        const shuffled = shuffleEntries(input, seededSource(seed));
        expect(input).toEqual(list);
        expect([...shuffled].sort((a, b) => Number(a.id) - Number(b.id))).toEqual(list);
      }),
      RUNS,
    );
  });

  it('gives the same order as drawing each swap with randomInt', () => {
    // Fisher-Yates as it was written first: one randomInt per swap.
    const oneByOne = <T,>(list: readonly T[], source: RandomSource) => {
      const next = [...list];
      for (let i = next.length - 1; i > 0; i -= 1) {
        const j = randomInt(i + 1, source);
        [next[i], next[j]] = [next[j] as T, next[i] as T];
      }
      return next;
    };
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 300 }), fc.integer(), (list, seed) => {
        expect(shuffleEntries(list, seededSource(seed))).toEqual(oneByOne(list, seededSource(seed)));
      }),
      RUNS,
    );
  });

  it('asks the random source a few times for 100,000 entries, not once per entry', () => {
    const source = jest.fn(seededSource(9));
    const list = Array.from({ length: 100_000 }, (_, i) => i);
    const shuffled = shuffleEntries(list, source);
    expect(source.mock.calls.length).toBeLessThanOrEqual(10);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(list);
  });

  it('puts each entry first equally often', () => {
    const source = seededSource(12);
    const counts = [0, 0, 0, 0, 0];
    for (let i = 0; i < 20_000; i += 1) {
      const first = shuffleEntries([0, 1, 2, 3, 4], source)[0] ?? 0;
      counts[first] = (counts[first] ?? 0) + 1;
    }
    expect(chiSquarePValue(chiSquareStatistic(counts), 4)).toBeGreaterThan(0.001);
  });

  it('gives every order of three entries', () => {
    const source = seededSource(3);
    const orders = new Set(Array.from({ length: 300 }, () => shuffleEntries(['a', 'b', 'c'], source).join('')));
    expect(orders.size).toBe(6);
  });
});

describe('sortEntriesAToZ', () => {
  it('sorts numbers by value and ignores case', () => {
    const sorted = sortEntriesAToZ(['Item 10', 'item 2', 'Banana', 'apple', 'Item 1'].map((t, i) => entry(t, i)));
    expect(sorted.map((e) => e.text)).toEqual(['apple', 'Banana', 'Item 1', 'item 2', 'Item 10']);
  });

  it('keeps colours, visibility and ids with their text, and keeps equal texts in their order', () => {
    const list = [entry('b', 0, false), entry('A', 1), entry('a', 2)];
    expect(sortEntriesAToZ(list)).toEqual([list[1], list[2], list[0]]);
  });

  it('gives the same entries in order and leaves the list as it was', () => {
    fc.assert(
      fc.property(entriesArb, (list) => {
        const input = frozenCopy(list);
        const sorted = sortEntriesAToZ(input);
        expect(input).toEqual(list);
        expect(sorted).toHaveLength(list.length);
        const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
        for (let i = 1; i < sorted.length; i += 1) {
          expect(collator.compare((sorted[i - 1] as WheelEntry).text, (sorted[i] as WheelEntry).text)).toBeLessThanOrEqual(0);
        }
      }),
      RUNS,
    );
  });
});

describe('duplicateKey', () => {
  const fullKey = (text: string) => text.trim().replace(/\s+/g, ' ').normalize('NFC').toLowerCase();

  it('is the trimmed, single-spaced, composed, lower-case text', () => {
    const textArb = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom('a', 'B', ' ', '  ', '\t', '\n', '1', '-', 'é', 'e\u0301', 'İ', 'ß', '\u00a0', '~', '!') }),
    );
    fc.assert(
      fc.property(textArb, (text) => {
        expect(duplicateKey(text)).toBe(fullKey(text));
      }),
      RUNS,
    );
  });

  it('normalises no plain ASCII name (a 100,000-entry list of them is keyed without one)', () => {
    const normalize = jest.spyOn(String.prototype, 'normalize');
    try {
      removeDuplicateEntries(Array.from({ length: 1_000 }, (_, i) => entry(`Entry number ${i % 700}`, i)));
      expect(normalize).not.toHaveBeenCalled();
    } finally {
      normalize.mockRestore();
    }
  });
});

describe('removeDuplicateEntries', () => {
  it('keeps the first of entries that differ only in case or spaces and says how many went', () => {
    const list = [entry('Ada', 0), entry(' ada ', 1, false), entry('Grace', 2), entry('ADA', 3), entry('Zoë', 4), entry('Zoe', 5)];
    const { entries, removed } = removeDuplicateEntries(list);
    expect(entries.map((e) => e.id)).toEqual(['0', '2', '4', '5']);
    expect(removed).toBe(2);
  });

  it('treats composed and decomposed accents as the same text', () => {
    expect(removeDuplicateEntries([entry('Zo\u00eb', 0), entry('Zoe\u0308', 1)]).removed).toBe(1);
  });

  it('leaves one entry per text, in order, without touching the list', () => {
    fc.assert(
      fc.property(entriesArb, (list) => {
        const input = frozenCopy(list);
        const { entries, removed } = removeDuplicateEntries(input);
        expect(input).toEqual(list);
        const keys = entries.map((e) => duplicateKey(e.text));
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(list.map((e) => duplicateKey(e.text))).size).toBe(keys.length);
        expect(removed).toBe(list.length - entries.length);
        expect(entries.map((e) => Number(e.id))).toEqual([...entries.map((e) => Number(e.id))].sort((a, b) => a - b));
      }),
      RUNS,
    );
  });
});

describe('removeDuplicateEntriesInChunks', () => {
  it('gives what removeDuplicateEntries gives, with a turn for the page between chunks', async () => {
    await fc.assert(
      fc.asyncProperty(entriesArb, fc.integer({ min: 1, max: 10 }), async (list, chunk) => {
        const input = frozenCopy(list);
        let turns = 0;
        const result = await removeDuplicateEntriesInChunks(
          input,
          async () => {
            turns += 1;
          },
          chunk,
        );
        expect(result).toEqual(removeDuplicateEntries(list));
        expect(turns).toBe(Math.max(0, Math.ceil(list.length / chunk) - 1));
      }),
      RUNS,
    );
  });
});
