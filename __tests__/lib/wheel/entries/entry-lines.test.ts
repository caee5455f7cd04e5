import fc from 'fast-check';
import { DEFAULT_ENTRIES, paletteColor, type WheelEntry } from '@/lib/wheel/entries/entries';
import { appendEntryTexts, appendEntryTextsInChunks, cleanEntryText, countEntryLines, countLinesAndEntries, entryLines, hasTwoEntries } from '@/lib/wheel/entries/entry-lines';

const anyText = fc.string({ unit: 'binary' });
const RUNS = { numRuns: 1000 };
// A thousand runs of a property take seconds when the machine is busy; the default 5 s is too tight.
jest.setTimeout(30_000);

describe('entryLines', () => {
  it('gives one entry per line whatever the line ends', () => {
    expect(entryLines('Ada\r\nGrace\rAlan\nKatherine')).toEqual(['Ada', 'Grace', 'Alan', 'Katherine']);
  });

  it('drops blank and white-space-only lines and trims the rest', () => {
    expect(entryLines('\n  Ada  \n\n \t \r\n\u00a0Grace\u3000\n')).toEqual(['Ada', 'Grace']);
  });

  it('turns the tabs of a pasted spreadsheet row into single spaces', () => {
    expect(entryLines('Ada\tLovelace\nGrace\t\tHopper\t')).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it('gives nothing for empty text', () => {
    expect(entryLines('')).toEqual([]);
  });

  it('reads 10,000 lines', () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `Entry ${i + 1}`).join('\r\n');
    const texts = entryLines(text);
    expect(texts).toHaveLength(10_000);
    expect(texts[9_999]).toBe('Entry 10000');
  });

  it('gives back any list of clean entries joined with any line ends', () => {
    const cleanText = anyText.map(cleanEntryText).filter(Boolean);
    const lineEnd = fc.constantFrom('\n', '\r\n', '\r', '\n\n', '\r\n \r\n');
    fc.assert(
      fc.property(fc.array(fc.tuple(cleanText, lineEnd)), (pairs) => {
        const text = pairs.map(([entry, end]) => entry + end).join('');
        expect(entryLines(text)).toEqual(pairs.map(([entry]) => entry));
      }),
      RUNS,
    );
  });

  it('never gives a blank entry, an untrimmed one or one with a tab or line break', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const entry of entryLines(text)) {
          expect(entry).toBe(entry.trim());
          expect(entry).not.toBe('');
          expect(entry).not.toMatch(/[\t\r\n]/);
        }
      }),
      RUNS,
    );
  });
});

describe('appendEntryTexts', () => {
  it('adds visible entries at the end with the palette continuing from the list', () => {
    const next = appendEntryTexts(DEFAULT_ENTRIES.slice(0, 2), ['Ada', '  ', ' Grace '], 1000);
    expect(next.map((e) => e.text)).toEqual(['Option 1', 'Option 2', 'Ada', 'Grace']);
    expect(next.slice(2).map((e) => e.color)).toEqual(['#45B7D1', '#96CEB4']);
    expect(next.slice(2).every((e) => e.visible)).toBe(true);
  });

  it('leaves the given list untouched and keeps its entries first', () => {
    const before = DEFAULT_ENTRIES.map((e) => ({ ...e }));
    const next = appendEntryTexts(DEFAULT_ENTRIES, ['Ada'], 1);
    expect(DEFAULT_ENTRIES).toEqual(before);
    expect(next.slice(0, DEFAULT_ENTRIES.length)).toEqual(before);
  });

  it('gives ids no other entry has, even when the list already holds ids of that time', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 20 }), fc.array(fc.nat(30), { maxLength: 10 }), (texts, takenSuffixes) => {
        const existing = takenSuffixes.map((n, i) => ({ id: `7-${n}`, text: `E${i}`, color: '#000000', visible: true }));
        const unique = existing.filter((e, i) => existing.findIndex((o) => o.id === e.id) === i);
        const next = appendEntryTexts(unique, texts, 7);
        expect(new Set(next.map((e) => e.id)).size).toBe(next.length);
        expect(next).toHaveLength(unique.length + texts.filter((t) => cleanEntryText(t)).length);
      }),
      RUNS,
    );
  });
});

/** appendEntryTexts as it was before its faster path: every text cleaned, every id of the list gathered. */
function appendEntryTextsAsBefore(entries: readonly WheelEntry[], texts: readonly string[], nowMs: number): WheelEntry[] {
  const taken = new Set(entries.map((e) => e.id));
  const result = [...entries];
  let suffix = 0;
  for (const raw of texts) {
    const text = cleanEntryText(raw);
    if (!text) continue;
    let id = `${nowMs}-${suffix}`;
    while (taken.has(id)) {
      suffix += 1;
      id = `${nowMs}-${suffix}`;
    }
    suffix += 1;
    taken.add(id);
    result.push({ id, text, color: paletteColor(result.length), visible: true });
  }
  return result;
}

describe('appendEntryTexts, its faster path', () => {
  // Texts with white space of every kind at the ends and inside, and already clean ones.
  const textArb = fc.oneof(
    anyText,
    fc.stringMatching(/^[a-z]{1,3}(?:[ \t\r\n\u00a0\u2028\u3000\ufeff][a-z]{1,3}){0,3}$/),
    fc.constantFrom('Ada', ' Ada', 'Ada ', '\u00a0Ada', 'Ada\u3000', 'Ada\tLovelace', 'a\r\nb', 'x', ' ', '\t', ''),
  );
  // Ids of the list: some of the add's own form (time 7), some not.
  const idArb = fc.oneof(fc.nat(12).map((n) => `7-${n}`), fc.nat(12).map(String), fc.nat(12).map((n) => `70-${n}`));

  it('gives the same list as before for any texts and any ids already in the list', () => {
    fc.assert(
      fc.property(fc.uniqueArray(idArb, { maxLength: 12 }), fc.array(textArb, { maxLength: 20 }), (ids, texts) => {
        const existing = ids.map((id, i) => ({ id, text: `E${i}`, color: '#000000', visible: true }));
        expect(appendEntryTexts(existing, texts, 7)).toEqual(appendEntryTextsAsBefore(existing, texts, 7));
      }),
      RUNS,
    );
  });
});

describe('appendEntryTextsInChunks', () => {
  it('makes the list appendEntryTexts makes, giving the page a turn between chunks and never touching the list', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.nat(12).map((n) => `7-${n}`), { maxLength: 8 }),
        fc.array(fc.oneof(anyText, fc.constantFrom('Ada', ' ', 'Ada\tLovelace')), { maxLength: 40 }),
        fc.integer({ min: 1, max: 12 }),
        async (ids, texts, chunk) => {
          const existing = Object.freeze(ids.map((id, i) => Object.freeze({ id, text: `E${i}`, color: '#000000', visible: true })));
          let turns = 0;
          const next = await appendEntryTextsInChunks(existing, texts, 7, async () => {
            turns += 1;
          }, chunk);
          expect(next).toEqual(appendEntryTexts(existing, texts, 7));
          expect(turns).toBe(Math.max(0, Math.ceil(texts.length / chunk) - 1));
        },
      ),
      RUNS,
    );
  });
});

describe('countEntryLines', () => {
  it('counts what entryLines makes, for any text (line ends, tabs, Unicode spaces, controls)', () => {
    const pieces = ['Ada', ' ', '\t', '\n', '\r\n', '\r', '\u00a0', '\u2028', '\u3000', '\ufeff', '\u0000', '\u200b', '\u1680', '\u2005', '\u202f', '\u205f', '\u000b', '\u0085', 'é', '😀'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(countEntryLines(text)).toBe(entryLines(text).length);
        // Its line count is the lines the text splits into, blank ones too.
        expect(countLinesAndEntries(text)).toEqual({ lines: text.split(/\r\n|\r|\n/).length, entries: entryLines(text).length });
      }),
      { numRuns: 1_000 },
    );
    fc.assert(
      fc.property(anyText, (text) => {
        expect(countEntryLines(text)).toBe(entryLines(text).length);
        // A paste into "New entry" is several entries from two on.
        expect(hasTwoEntries(text)).toBe(entryLines(text).length >= 2);
      }),
      { numRuns: 1_000 },
    );
  });
});
