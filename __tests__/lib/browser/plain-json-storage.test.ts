import { plainJsonStorage } from '@/lib/browser/plain-json-storage';
import { safeStorage } from '@/lib/browser/safe-storage';

interface State {
  items: string[];
}

function setup() {
  window.localStorage.clear();
  return plainJsonStorage<State, string[]>({
    storage: safeStorage(() => window.localStorage),
    toStored: (s) => s.items,
    fromStored: (v) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? { items: v } : null),
    defaults: { items: ['a'] },
    version: 1,
  });
}

describe('plainJsonStorage', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => error.mockClear());
  afterAll(() => error.mockRestore());

  it('writes the plain JSON shape, not zustand\'s envelope', () => {
    setup().setItem('k', { state: { items: ['x', 'y'] }, version: 1 });
    expect(window.localStorage.getItem('k')).toBe('["x","y"]');
  });

  it('does not write the defaults when nothing is stored yet, but does once something is', () => {
    const storage = setup();
    storage.setItem('k', { state: { items: ['a'] }, version: 1 });
    expect(window.localStorage.getItem('k')).toBeNull();
    storage.setItem('k', { state: { items: ['b'] }, version: 1 });
    storage.setItem('k', { state: { items: ['a'] }, version: 1 });
    expect(window.localStorage.getItem('k')).toBe('["a"]');
  });

  it('reads valid data back and logs, then ignores, corrupt data', () => {
    const storage = setup();
    window.localStorage.setItem('k', '["q"]');
    expect(storage.getItem('k')).toEqual({ state: { items: ['q'] }, version: 1 });
    window.localStorage.setItem('k', '{oops');
    expect(storage.getItem('k')).toBeNull();
    window.localStorage.setItem('k', '{"items":1}');
    expect(storage.getItem('k')).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
  });
});
