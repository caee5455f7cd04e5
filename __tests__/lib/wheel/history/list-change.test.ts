import fc from 'fast-check';
import { continuesChange, listChange, listSignature, undoChange } from '@/lib/wheel/history/list-change';
import type { WheelEntry } from '@/lib/wheel/entries/entries';

const entry = (id: string, text = `Entry ${id}`): WheelEntry => ({ id, text, color: '#112233', visible: true });
const list = (...ids: string[]) => ids.map((id) => entry(id));

describe('listChange and undoChange', () => {
  it('keeps only the part that changed: an add, a delete, an edit', () => {
    const before = list('a', 'b', 'c');
    expect(listChange(before, [...before, entry('d')])).toEqual({ at: 3, removed: [], added: 1 });
    expect(listChange(before, [before[0]!, before[2]!])).toEqual({ at: 1, removed: [before[1]], added: 0 });
    const edited = [before[0]!, { ...before[1]!, text: 'Bee' }, before[2]!];
    expect(listChange(before, edited)).toEqual({ at: 1, removed: [before[1]], added: 1 });
  });

  it('sees no change in a list read back from storage with the same entries', () => {
    const before = list('a', 'b');
    expect(listChange(before, JSON.parse(JSON.stringify(before)) as WheelEntry[])).toBeNull();
  });

  it('walks any change back to the list before it, ids, colours and visibility included', () => {
    const entryArb = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      text: fc.constantFrom('Tea', 'Coffee', 'Water'),
      color: fc.constantFrom('#112233', '#445566'),
      visible: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 12 }), fc.array(entryArb, { maxLength: 12 }), (before, after) => {
        const change = listChange(before, after);
        if (change === null) return;
        expect(undoChange(after, change)).toEqual(before);
      }),
    );
  });

  it('refuses a list the change does not fit', () => {
    expect(undoChange(list('a'), { at: 0, removed: [], added: 3 })).toBeNull();
  });
});

describe('continuesChange', () => {
  it('joins changes of the same one entry, nothing else', () => {
    const one = { at: 2, removed: [entry('x')], added: 1 };
    expect(continuesChange(one, { at: 2, removed: [{ ...entry('x'), color: '#445566' }], added: 1 })).toBe(true);
    expect(continuesChange(one, { at: 3, removed: [entry('y')], added: 1 })).toBe(false);
    expect(continuesChange(one, { at: 2, removed: [entry('x')], added: 0 })).toBe(false);
  });
});

describe('listSignature', () => {
  it('differs when any field of any entry differs, and where one field ends', () => {
    const base = list('a', 'b');
    const signatures = new Set([
      listSignature(base),
      listSignature([base[0]!, { ...base[1]!, visible: false }]),
      listSignature([base[0]!, { ...base[1]!, color: '#000000' }]),
      listSignature([base[0]!, { ...base[1]!, text: 'Entry c' }]),
      listSignature([entry('ab', 'c'), entry('a', 'bc')]),
      listSignature([entry('a', 'bc'), entry('ab', 'c')]),
    ]);
    expect(signatures.size).toBe(6);
    expect(listSignature(JSON.parse(JSON.stringify(base)) as WheelEntry[])).toBe(listSignature(base));
  });

  it('differs when the same entries are in another order', () => {
    const base = list('a', 'b', 'c', 'd');
    const orders = [base, [...base].reverse(), [base[1]!, base[0]!, base[2]!, base[3]!], [base[0]!, base[1]!, base[3]!, base[2]!]];
    expect(new Set(orders.map(listSignature)).size).toBe(orders.length);
  });

  it('reads each entry once, however many lists of it are signed (a shuffle, a sort, an undo of a 100,000-entry list)', () => {
    let reads = 0;
    const counted = list('a', 'b', 'c').map((e) => ({
      ...e,
      get text() {
        reads += 1;
        return `Entry ${e.id}`;
      },
    }));
    listSignature(counted);
    listSignature([...counted].reverse());
    listSignature(counted.slice(1));
    expect(reads).toBe(3);
  });
});
