import { safeStorage } from '@/lib/browser/safe-storage';

function fullStorage(): Storage {
  return {
    length: 0,
    clear: () => {},
    key: () => null,
    getItem: () => null,
    removeItem: () => {},
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  };
}

describe('safeStorage', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterAll(() => warn.mockRestore());

  it('passes reads and writes through to working storage', () => {
    const storage = safeStorage(() => window.localStorage);
    storage.setItem('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('keeps a value in memory when the quota is full, and says so once', () => {
    const storage = safeStorage(fullStorage);
    storage.setItem('k', 'one');
    storage.setItem('k', 'two');
    expect(storage.getItem('k')).toBe('two');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('works when storage itself throws on access', () => {
    const storage = safeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });
});
