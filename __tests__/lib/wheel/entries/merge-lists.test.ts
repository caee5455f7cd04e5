import fc from 'fast-check';
import { addEntry, moveEntry, removeEntry, updateEntry, type WheelEntry } from '@/lib/wheel/entries/entries';
import { mergeLists } from '@/lib/wheel/entries/merge-lists';

const entry = (id: string, text: string, extra: Partial<WheelEntry> = {}): WheelEntry => ({ id, text, color: '#112233', visible: true, ...extra });
const texts = (list: readonly WheelEntry[]) => list.map((e) => e.text);

/** What a tab can do to its list, as the entries store does it; ids come from the time, so two tabs can make the same one. */
type Edit =
  | { kind: 'add'; text: string; atMs: number }
  | { kind: 'remove'; index: number }
  | { kind: 'rename'; index: number; text: string }
  | { kind: 'hide'; index: number }
  | { kind: 'move'; from: number; to: number };

const anEdit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), text: fc.string({ minLength: 1, maxLength: 3 }).map((t) => `new ${t}`), atMs: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('remove' as const), index: fc.nat(9) }),
  fc.record({ kind: fc.constant('rename' as const), index: fc.nat(9), text: fc.constantFrom('x', 'y', 'z') }),
  fc.record({ kind: fc.constant('hide' as const), index: fc.nat(9) }),
  fc.record({ kind: fc.constant('move' as const), from: fc.nat(9), to: fc.nat(9) }),
);

function applyEdit(list: readonly WheelEntry[], edit: Edit): readonly WheelEntry[] {
  const at = (index: number) => list[index % Math.max(list.length, 1)];
  switch (edit.kind) {
    case 'add':
      return addEntry(list, edit.text, edit.atMs);
    case 'remove':
      return at(edit.index) ? removeEntry(list, at(edit.index)!.id) : list;
    case 'rename':
      return at(edit.index) ? updateEntry(list, at(edit.index)!.id, { text: edit.text }) : list;
    case 'hide':
      return at(edit.index) ? updateEntry(list, at(edit.index)!.id, { visible: false }) : list;
    case 'move':
      return moveEntry(list, edit.from % Math.max(list.length, 1), edit.to % Math.max(list.length, 1));
  }
}

const aBase = fc.integer({ min: 0, max: 6 }).map((n) => Array.from({ length: n }, (_, i) => entry(`b${i}`, `Base ${i}`)));
const edited = (base: readonly WheelEntry[], edits: Edit[]) => edits.reduce(applyEdit, base);

describe('mergeLists', () => {
  it('keeps both entries two tabs added at the same instant, under separate ids, in the same order whichever tab merges', () => {
    const base = [entry('1', 'Base')];
    const a = addEntry(base, 'A0', 1_700_000_000_000);
    const b = addEntry(base, 'B0', 1_700_000_000_000);
    expect(a[1]!.id).toBe(b[1]!.id);
    const merged = mergeLists(base, a, b);
    expect(texts(merged)).toEqual(['Base', 'A0', 'B0']);
    expect(mergeLists(base, b, a)).toEqual(merged);
    expect(new Set(merged.map((e) => e.id)).size).toBe(3);
  });

  it('returns the other tab\'s list when this tab changed nothing, and its own when the other tab changed nothing', () => {
    const base = [entry('1', 'Base')];
    const changed = addEntry(base, 'New', 5);
    expect(mergeLists(base, [...base], changed)).toBe(changed);
    expect(mergeLists(base, changed, [...base])).toBe(changed);
  });

  it('keeps a delete in one tab and an add in the other', () => {
    const base = [entry('1', 'Ann'), entry('2', 'Bob')];
    expect(texts(mergeLists(base, removeEntry(base, '1'), addEntry(base, 'Cy', 9)))).toEqual(['Bob', 'Cy']);
  });

  it('takes each field from the tab that changed it', () => {
    const base = [entry('1', 'Ann')];
    const renamed = updateEntry(base, '1', { text: 'Anne' });
    const hidden = updateEntry(base, '1', { visible: false });
    expect(mergeLists(base, renamed, hidden)).toEqual([entry('1', 'Anne', { visible: false })]);
  });

  it('keeps the order one tab moved entries into, with the other tab\'s new entry where it added it', () => {
    const base = [entry('1', 'Ann'), entry('2', 'Bob'), entry('3', 'Cy')];
    const moved = moveEntry(base, 2, 0);
    expect(texts(mergeLists(base, moved, addEntry(base, 'Dee', 9)))).toEqual(['Cy', 'Dee', 'Ann', 'Bob']);
  });

  it('keeps every entry either tab added and drops every entry either tab deleted, whatever else both did', () => {
    fc.assert(
      fc.property(aBase, fc.array(anEdit, { maxLength: 5 }), fc.array(anEdit, { maxLength: 5 }), (base, mineEdits, theirEdits) => {
        const mine = edited(base, mineEdits);
        const theirs = edited(base, theirEdits);
        const merged = mergeLists(base, mine, theirs);
        const baseIds = new Set(base.map((e) => e.id));
        const addedTexts = [...mine, ...theirs].filter((e) => !baseIds.has(e.id)).map((e) => e.text);
        for (const text of addedTexts) expect(texts(merged)).toContain(text);
        const deleted = base.filter((e) => !mine.some((m) => m.id === e.id) || !theirs.some((t) => t.id === e.id));
        for (const gone of deleted) expect(merged.map((e) => e.id)).not.toContain(gone.id);
        expect(new Set(merged.map((e) => e.id)).size).toBe(merged.length);
      }),
    );
  });

  it('gives both tabs the same list: the merge does not depend on which tab makes it', () => {
    fc.assert(
      fc.property(aBase, fc.array(anEdit, { maxLength: 5 }), fc.array(anEdit, { maxLength: 5 }), (base, mineEdits, theirEdits) => {
        const mine = edited(base, mineEdits);
        const theirs = edited(base, theirEdits);
        expect(mergeLists(base, mine, theirs)).toEqual(mergeLists(base, theirs, mine));
      }),
    );
  });
});
