import { DEFAULT_THEME } from '@/lib/coin/coin';
import { COIN_RESULTS_KEY, COIN_THEME_KEY, createCoinStore } from '@/lib/coin/coin-store';
import { createFlipResult } from '@/lib/coin/outcome';
import { createStorageArea, createWriteRefusalReporter } from '@/lib/persist/storage-area';
import { fakeStorage } from '../persist/fake-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const storage = fakeStorage(initial);
  return Object.assign(createStorageArea(() => storage, createWriteRefusalReporter()), { data: storage.data, writes: storage.writes, storage });
}

const flip = (sideId: 'heads' | 'tails', iso: string) =>
  createFlipResult({ sideId, labels: { heads: 'Yes', tails: 'No' }, defaultLabels: { heads: 'HEADS', tails: 'TAILS' }, theme: DEFAULT_THEME, now: new Date(iso) });

describe('coin store', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());
  afterAll(() => warn.mockRestore());

  it('starts from the defaults and does not read storage until asked', () => {
    const storage = memoryStorage({ [COIN_THEME_KEY]: JSON.stringify({ ...DEFAULT_THEME, edgeColor: '#000000' }) });
    const store = createCoinStore(storage);
    expect(store.getState().theme).toEqual(DEFAULT_THEME);
    expect(store.getState().results).toEqual([]);
    expect(store.getState().labels).toEqual({ heads: null, tails: null });
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

  it('restores history with Date timestamps, newest first, and the theme', () => {
    const storage = memoryStorage();
    const first = createCoinStore(storage);
    first.getState().addResult(flip('heads', '2026-01-01T00:00:00.000Z'));
    first.getState().addResult(flip('tails', '2026-01-01T00:00:05.000Z'));
    first.getState().updateTheme({ edgeColor: '#123456' });

    const second = createCoinStore(storage);
    second.persistence.hydrate();
    const { results, theme } = second.getState();
    expect(results.map((r) => r.side.label)).toEqual(['No', 'Yes']);
    expect(results[0]?.timestamp).toEqual(new Date('2026-01-01T00:00:05.000Z'));
    expect(theme.edgeColor).toBe('#123456');
  });

  it('keeps labels and flip settings out of storage', () => {
    const storage = memoryStorage();
    const first = createCoinStore(storage);
    first.getState().setLabel('heads', 'Pizza');
    first.getState().updateSettings({ durationMs: 1000 });
    first.getState().updateTheme({ soundEnabled: false });
    expect([...storage.data.values()].join()).not.toMatch(/Pizza|durationMs/);

    const second = createCoinStore(storage);
    second.persistence.hydrate();
    expect(second.getState().labels.heads).toBeNull();
    expect(second.getState().settings.durationMs).toBe(2000);
  });

  it('writes only the key whose data changed', () => {
    const storage = memoryStorage();
    const store = createCoinStore(storage);
    store.getState().addResult(flip('heads', '2026-01-01T00:00:00.000Z'));
    storage.writes.length = 0;
    store.getState().setLabel('tails', 'Nope');
    store.getState().updateTheme({ edgeColor: '#000000' });
    expect(storage.writes).toEqual([`${COIN_THEME_KEY}.version`, COIN_THEME_KEY]);
  });

  it('ignores corrupt storage with a console message and keeps working', () => {
    const storage = memoryStorage({ [COIN_RESULTS_KEY]: '{not json', [COIN_THEME_KEY]: '[1,2,3]' });
    const store = createCoinStore(storage);
    store.persistence.hydrate();
    expect(store.getState().results).toEqual([]);
    expect(store.getState().theme).toEqual(DEFAULT_THEME);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not valid JSON'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not an object'));
    store.getState().addResult(flip('tails', '2026-01-01T00:00:00.000Z'));
    expect(store.getState().results).toHaveLength(1);
  });

  it('keeps flipping when storage is unavailable and full', () => {
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
    const store = createCoinStore(createStorageArea(() => broken, createWriteRefusalReporter()));
    store.persistence.hydrate();
    store.getState().addResult(flip('heads', '2026-01-01T00:00:00.000Z'));
    store.getState().addResult(flip('tails', '2026-01-01T00:00:01.000Z'));
    expect(store.getState().results).toHaveLength(2);
  });

  describe('two tabs', () => {
    /** Two stores on one storage, each hearing the other's writes as a browser tab hears storage events. */
    function twoTabs() {
      const shared = fakeStorage();
      const tab = () => createCoinStore(createStorageArea(() => shared, createWriteRefusalReporter()));
      const [a, b] = [tab(), tab()];
      const deliver = (to: typeof a, key: string) => to.persistence.followStorageEvent({ key, newValue: shared.getItem(key), storageArea: shared });
      return { shared, a, b, deliver };
    }

    it('keeps both histories when both tabs flip, merged by id, newest first', () => {
      const { shared, a, b, deliver } = twoTabs();
      a.getState().addResult(flip('heads', '2026-01-01T00:00:01.000Z'));
      b.getState().addResult(flip('tails', '2026-01-01T00:00:02.000Z'));
      // b wrote last, so storage holds only b's flip until a hears about it.
      deliver(a, COIN_RESULTS_KEY);
      deliver(b, COIN_RESULTS_KEY);
      const ids = ['2026-01-01T00:00:02.000Z', '2026-01-01T00:00:01.000Z'].map((iso) => String(Date.parse(iso)));
      expect(a.getState().results.map((r) => r.id)).toEqual(ids);
      expect(b.getState().results.map((r) => r.id)).toEqual(ids);
      expect(JSON.parse(shared.getItem(COIN_RESULTS_KEY) ?? '[]').map((r: { id: string }) => r.id)).toEqual(ids);
    });

    it('does not duplicate a flip both tabs already have', () => {
      const { a, b, deliver } = twoTabs();
      a.getState().addResult(flip('heads', '2026-01-01T00:00:01.000Z'));
      deliver(b, COIN_RESULTS_KEY);
      deliver(a, COIN_RESULTS_KEY);
      expect(a.getState().results).toHaveLength(1);
      expect(b.getState().results).toHaveLength(1);
    });

    it('lets "Clear history" in one tab clear the other', () => {
      const { a, b, deliver } = twoTabs();
      a.getState().addResult(flip('heads', '2026-01-01T00:00:01.000Z'));
      deliver(b, COIN_RESULTS_KEY);
      b.getState().clearResults();
      deliver(a, COIN_RESULTS_KEY);
      expect(a.getState().results).toEqual([]);
    });
  });

  it('never lets a stored colour that is not #rrggbb reach the theme or a stored flip', () => {
    const side = { id: 'heads', label: 'HEADS', color: 'url(https://example.com/track.png)' };
    const storage = memoryStorage({
      [COIN_THEME_KEY]: JSON.stringify({ headsColor: 'url(https://example.com/a.png)', edgeColor: '#123456' }),
      [COIN_RESULTS_KEY]: JSON.stringify([{ id: '1', side, timestamp: '2026-01-01T00:00:00.000Z' }]),
    });
    const store = createCoinStore(storage);
    store.persistence.hydrate();
    expect(store.getState().theme).toEqual({ ...DEFAULT_THEME, edgeColor: '#123456' });
    expect(store.getState().results).toEqual([]);
    expect(storage.data.get(`${COIN_THEME_KEY}.corrupt`)).toContain('url(');
  });
});
