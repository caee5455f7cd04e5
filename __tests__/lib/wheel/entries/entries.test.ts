import fc from 'fast-check';
import {
  addEntry,
  DEFAULT_ENTRIES,
  duplicateEntry,
  entriesFromTexts,
  listFacts,
  minEntriesJsonLength,
  moveEntry,
  newEntryId,
  paletteColor,
  parseStoredEntries,
  removeEntry,
  updateEntry,
} from '@/lib/wheel/entries/entries';

const NOW = 1_700_000_000_000;

describe('paletteColor', () => {
  it('rotates through the 8-colour palette by entry count', () => {
    expect(paletteColor(0)).toBe('#FF6B6B');
    expect(paletteColor(7)).toBe('#A29BFE');
    expect(paletteColor(8)).toBe('#FF6B6B');
  });
});

describe('addEntry', () => {
  it('trims the text and takes the palette colour for the current count', () => {
    const next = addEntry(DEFAULT_ENTRIES, '  Tacos ', NOW);
    expect(next).toHaveLength(7);
    expect(next[6]).toEqual({ id: String(NOW), text: 'Tacos', color: '#FF9F43', visible: true });
  });

  it('ignores empty and blank text without changing the list', () => {
    expect(addEntry(DEFAULT_ENTRIES, '', NOW)).toBe(DEFAULT_ENTRIES);
    expect(addEntry(DEFAULT_ENTRIES, ' \t\n ', NOW)).toBe(DEFAULT_ENTRIES);
  });

  it('wraps the palette after eight entries', () => {
    let list = addEntry([], 'a', NOW);
    for (let i = 1; i < 9; i += 1) list = addEntry(list, `e${i}`, NOW + i);
    expect(list[8]?.color).toBe(list[0]?.color);
  });
});

describe('newEntryId', () => {
  it('keeps ids unique when two entries are added in the same millisecond', () => {
    const first = addEntry([], 'a', NOW);
    expect(newEntryId(NOW, first)).toBe(`${NOW}-1`);
  });
});

describe('updateEntry', () => {
  it('merges changes into one entry by id', () => {
    const next = updateEntry(DEFAULT_ENTRIES, '2', { text: ' Two ', visible: false });
    expect(next[1]).toMatchObject({ id: '2', text: 'Two', visible: false, color: '#4ECDC4' });
    expect(next[0]).toBe(DEFAULT_ENTRIES[0]);
  });

  it('keeps the old text when the edit is blank and refuses a colour that is not hex', () => {
    const next = updateEntry(DEFAULT_ENTRIES, '1', { text: '   ', color: 'red' });
    expect(next[0]).toEqual(DEFAULT_ENTRIES[0]);
  });
});

describe('duplicateEntry and removeEntry', () => {
  it('puts the copy, named by the page, right after the original, with its own id', () => {
    const next = duplicateEntry(DEFAULT_ENTRIES, '3', (text) => `${text} (copia)`, NOW);
    expect(next.map((e) => e.text).slice(2, 4)).toEqual(['Option 3', 'Option 3 (copia)']);
    expect(next[3]?.id).not.toBe('3');
    expect(next[3]?.color).toBe(next[2]?.color);
  });

  it('deletes by id', () => {
    expect(removeEntry(DEFAULT_ENTRIES, '1').map((e) => e.id)).toEqual(['2', '3', '4', '5', '6']);
  });
});

describe('moveEntry', () => {
  it('reorders one entry', () => {
    expect(moveEntry(DEFAULT_ENTRIES, 0, 2).map((e) => e.id)).toEqual(['2', '3', '1', '4', '5', '6']);
  });

  it('changes nothing for a drop in place or outside the list', () => {
    expect(moveEntry(DEFAULT_ENTRIES, 2, 2)).toBe(DEFAULT_ENTRIES);
    expect(moveEntry(DEFAULT_ENTRIES, 2, -1)).toBe(DEFAULT_ENTRIES);
  });
});

describe('entriesFromTexts', () => {
  it('builds ids from time and index, colours by index, all visible', () => {
    const entries = entriesFromTexts(['Yes', 'No'], NOW);
    expect(entries).toEqual([
      { id: `${NOW}-0`, text: 'Yes', color: '#FF6B6B', visible: true },
      { id: `${NOW}-1`, text: 'No', color: '#4ECDC4', visible: true },
    ]);
  });
});

describe('the visible entries', () => {
  it('keeps only entries shown on the wheel', () => {
    expect(listFacts(updateEntry(DEFAULT_ENTRIES, '1', { visible: false })).visible).toHaveLength(5);
  });
});

describe('parseStoredEntries', () => {
  it('gives null for anything that is not an array, so the defaults are used', () => {
    for (const value of [null, {}, 'x', 3, { entries: [] }]) expect(parseStoredEntries(value)).toBeNull();
  });

  it('keeps a stored empty list empty', () => {
    expect(parseStoredEntries([])).toEqual([]);
  });

  it('drops malformed items, fills in missing colour and visibility, and makes ids unique', () => {
    const parsed = parseStoredEntries([
      { id: 'a', text: 'One' },
      { id: 'a', text: 'Two', color: '#123456', visible: false },
      { id: 'b', text: '   ' },
      { text: 'no id' },
      42,
    ]);
    expect(parsed).toEqual([
      { id: 'a', text: 'One', color: '#FF6B6B', visible: true },
      { id: 'a-1', text: 'Two', color: '#123456', visible: false },
    ]);
  });

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = parseStoredEntries(value);
        if (parsed) for (const e of parsed) expect(typeof e.text).toBe('string');
      }),
    );
  });
});

describe('minEntriesJsonLength', () => {
  it('never exceeds the length of the JSON, and equals it when nothing needs escaping', () => {
    const plain = entriesFromTexts(['Tea', 'Coffee', 'Juice'], 5);
    expect(minEntriesJsonLength(plain)).toBe(JSON.stringify(plain).length);
    expect(minEntriesJsonLength([])).toBeLessThanOrEqual(JSON.stringify([]).length);
    const escaped = [...plain, { id: 'x', text: 'a "quoted" \\ text', color: '#000000', visible: false }];
    expect(minEntriesJsonLength(escaped)).toBeLessThanOrEqual(JSON.stringify(escaped).length);
  });

  it("reads each list once: the list's save and the undo history's save share one count per change", () => {
    let reads = 0;
    const counted = entriesFromTexts(['Tea', 'Coffee', 'Juice'], 5).map((entry) => ({
      ...entry,
      get text() {
        reads += 1;
        return entry.text;
      },
    }));
    const length = minEntriesJsonLength(counted);
    expect(minEntriesJsonLength(counted)).toBe(length);
    expect(reads).toBe(3);
    // Another list of the same entries (a shuffle) is a list of its own, counted afresh.
    expect(minEntriesJsonLength([...counted].reverse())).toBe(length);
    expect(reads).toBe(6);
  });
});

describe('a change to one entry given where it is', () => {
  const list = entriesFromTexts(['Ada', 'Grace', 'Alan', 'Edsger'], NOW);

  it('removes or updates the entry at that place, and finds it by id when the place is out of date', () => {
    const grace = list[1]!;
    expect(removeEntry(list, grace.id, 1).map((e) => e.text)).toEqual(['Ada', 'Alan', 'Edsger']);
    // A row rendered before an entry above it was deleted names the old place: the id decides.
    expect(removeEntry(list, grace.id, 3).map((e) => e.text)).toEqual(['Ada', 'Alan', 'Edsger']);
    expect(updateEntry(list, grace.id, { visible: false }, 0).map((e) => e.visible)).toEqual([true, false, true, true]);
    expect(removeEntry(list, 'no-such-id', 1)).toBe(list);
    expect(updateEntry(list, 'no-such-id', { text: 'X' })).toBe(list);
  });

  it('leaves the given list as it was', () => {
    removeEntry(list, list[0]!.id, 0);
    updateEntry(list, list[0]!.id, { text: 'Changed' }, 0);
    expect(list.map((e) => e.text)).toEqual(['Ada', 'Grace', 'Alan', 'Edsger']);
  });
});

describe('listFacts', () => {
  it('gives the visible entries in order and the same facts for the same list', () => {
    const list = updateEntry(entriesFromTexts(['Ada', 'Grace', 'Alan'], NOW), `${NOW}-1`, { visible: false });
    const facts = listFacts(list);
    expect(facts.visible.map((e) => e.text)).toEqual(['Ada', 'Alan']);
    expect(facts.shortened).toBe(0);
    expect(listFacts(list)).toBe(facts);
    // The save's length counted in the same pass agrees with one counted on its own.
    expect(minEntriesJsonLength(list)).toBe(minEntriesJsonLength([...list]));
  });
});
