import type { StateStorage } from 'zustand/middleware';
import { safeStorage } from '@/lib/browser/safe-storage';
import { DEFAULT_THEME } from '@/lib/coin/coin';
import { COIN_RESULTS_KEY, COIN_THEME_KEY, createCoinStore } from '@/lib/coin/coin-store';
import { createFlipResult } from '@/lib/coin/outcome';

function memoryStorage(initial: Record<string, string> = {}): StateStorage & { data: Map<string, string>; writes: string[] } {
  const data = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    data,
    writes,
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => {
      writes.push(name);
      data.set(name, value);
    },
    removeItem: (name) => {
      data.delete(name);
    },
  };
}

const flip = (sideId: 'heads' | 'tails', iso: string) =>
  createFlipResult({ sideId, labels: { heads: 'Yes', tails: 'No' }, theme: DEFAULT_THEME, now: new Date(iso) });

describe('coin store', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());
  afterAll(() => warn.mockRestore());

  it('starts from the defaults and does not read storage until asked', () => {
    const storage = memoryStorage({ [COIN_THEME_KEY]: JSON.stringify({ ...DEFAULT_THEME, edgeColor: '#000000' }) });
    const store = createCoinStore(storage);
    expect(store.getState().theme).toEqual(DEFAULT_THEME);
    expect(store.getState().results).toEqual([]);
    expect(store.getState().labels).toEqual({ heads: 'HEADS', tails: 'TAILS' });
  });

  it('saves the history as a bare JSON list and the theme as a bare object, on every change', () => {
    const storage = memoryStorage();
    const store = createCoinStore(storage);
    store.getState().addResult(flip('heads', '2026-01-01T00:00:00.000Z'));
    expect(JSON.parse(storage.data.get(COIN_RESULTS_KEY) ?? '')).toEqual([
      { id: String(Date.parse('2026-01-01T00:00:00.000Z')), side: { id: 'heads', label: 'Yes', color: '#FFD700' }, timestamp: '2026-01-01T00:00:00.000Z' },
    ]);
    store.getState().updateTheme({ soundEnabled: false });
    expect(JSON.parse(storage.data.get(COIN_THEME_KEY) ?? '')).toEqual({ ...DEFAULT_THEME, soundEnabled: false });
    store.getState().clearResults();
    expect(storage.data.get(COIN_RESULTS_KEY)).toBe('[]');
  });

  it('restores history with Date timestamps, newest first, and the theme', async () => {
    const storage = memoryStorage();
    const first = createCoinStore(storage);
    first.getState().addResult(flip('heads', '2026-01-01T00:00:00.000Z'));
    first.getState().addResult(flip('tails', '2026-01-01T00:00:05.000Z'));
    first.getState().updateTheme({ edgeColor: '#123456' });

    const second = createCoinStore(storage);
    await second.persist.rehydrate();
    const { results, theme } = second.getState();
    expect(results.map((r) => r.side.label)).toEqual(['No', 'Yes']);
    expect(results[0]?.timestamp).toEqual(new Date('2026-01-01T00:00:05.000Z'));
    expect(theme.edgeColor).toBe('#123456');
  });

  it('keeps labels and flip settings out of storage', async () => {
    const storage = memoryStorage();
    const first = createCoinStore(storage);
    first.getState().setLabel('heads', 'Pizza');
    first.getState().updateSettings({ durationMs: 1000 });
    first.getState().updateTheme({ soundEnabled: false });
    expect([...storage.data.values()].join()).not.toMatch(/Pizza|durationMs/);

    const second = createCoinStore(storage);
    await second.persist.rehydrate();
    expect(second.getState().labels.heads).toBe('HEADS');
    expect(second.getState().settings.durationMs).toBe(2000);
  });

  it('writes only the key whose data changed', () => {
    const storage = memoryStorage();
    const store = createCoinStore(storage);
    store.getState().addResult(flip('heads', '2026-01-01T00:00:00.000Z'));
    storage.writes.length = 0;
    store.getState().setLabel('tails', 'Nope');
    store.getState().updateTheme({ edgeColor: '#000000' });
    expect(storage.writes).toEqual([COIN_THEME_KEY]);
  });

  it('ignores corrupt storage with a console message and keeps working', async () => {
    const storage = memoryStorage({ [COIN_RESULTS_KEY]: '{not json', [COIN_THEME_KEY]: '[1,2,3]' });
    const store = createCoinStore(storage);
    await store.persist.rehydrate();
    expect(store.getState().results).toEqual([]);
    expect(store.getState().theme).toEqual(DEFAULT_THEME);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not valid JSON'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not an object'));
    store.getState().addResult(flip('tails', '2026-01-01T00:00:00.000Z'));
    expect(store.getState().results).toHaveLength(1);
  });

  it('keeps flipping when storage is unavailable and full', async () => {
    const broken: Storage = {
      length: 0,
      clear: () => {},
      key: () => null,
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const store = createCoinStore(safeStorage(() => broken));
    await store.persist.rehydrate();
    store.getState().addResult(flip('heads', '2026-01-01T00:00:00.000Z'));
    store.getState().addResult(flip('tails', '2026-01-01T00:00:01.000Z'));
    expect(store.getState().results).toHaveLength(2);
  });
});
