import { sameShallow } from '@/lib/persist/persisted-field';

describe('sameShallow', () => {
  it('counts a fresh array or object of the same values as unchanged', () => {
    const entry = { id: 'a', text: 'Tea' };
    expect(sameShallow([entry, 2, 'x'], [entry, 2, 'x'])).toBe(true);
    expect(sameShallow({ speed: 3, sound: true }, { speed: 3, sound: true })).toBe(true);
    expect(sameShallow(Number.NaN, Number.NaN)).toBe(true);
  });

  it('sees a change one level down, in length, keys or kind', () => {
    expect(sameShallow([{ id: 'a' }], [{ id: 'a' }])).toBe(false);
    expect(sameShallow([1, 2], [1, 2, 3])).toBe(false);
    expect(sameShallow({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameShallow({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameShallow([], {})).toBe(false);
    expect(sameShallow(null, {})).toBe(false);
    expect(sameShallow('a', 'b')).toBe(false);
  });

  it('compares a 100,000-entry list by position', () => {
    const list = Array.from({ length: 100_000 }, (_, i) => ({ id: String(i) }));
    const edited = [...list];
    edited[99_999] = { id: 'edited' };
    expect(sameShallow(list, [...list])).toBe(true);
    expect(sameShallow(list, edited)).toBe(false);
  });
});
