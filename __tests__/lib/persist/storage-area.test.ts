import { createStorageArea, createWriteRefusalReporter, MAX_STORED_CHARS } from '@/lib/persist/storage-area';
import { fakeStorage } from './fake-storage';

describe('createStorageArea', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());
  afterAll(() => warn.mockRestore());

  it('passes reads and writes through to working storage', () => {
    const storage = fakeStorage();
    const area = createStorageArea(() => storage, createWriteRefusalReporter());
    expect(area.write('k', 'v')).toBe(true);
    expect(storage.data.get('k')).toBe('v');
    expect(area.read('k')).toBe('v');
  });

  it('keeps a value in memory when the quota is full, and logs once per key', () => {
    const storage = fakeStorage();
    storage.refuse = true;
    const area = createStorageArea(() => storage, createWriteRefusalReporter());
    expect(area.write('k', 'one')).toBe(false);
    area.write('k', 'two');
    expect(area.read('k')).toBe('two');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps a text as long as one the quota refused in memory without asking storage again, and still saves a shorter one', () => {
    const storage = fakeStorage();
    const setItem = jest.spyOn(storage, 'setItem');
    storage.refuse = true;
    const area = createStorageArea(() => storage, createWriteRefusalReporter());
    expect(area.write('k', 'x'.repeat(10))).toBe(false);
    expect(area.write('k', 'y'.repeat(12))).toBe(false);
    expect(setItem.mock.calls.filter(([key]) => key === 'k')).toHaveLength(1);
    expect(area.read('k')).toBe('y'.repeat(12));
    storage.refuse = false;
    expect(area.write('k', 'short')).toBe(true);
    expect(storage.data.get('k')).toBe('short');
    expect(area.read('k')).toBe('short');
  });

  it('refuses a text longer than any browser keeps without asking storage, and reports it', () => {
    const storage = fakeStorage();
    const reporter = createWriteRefusalReporter();
    const heard = jest.fn();
    reporter.subscribe(heard);
    const area = createStorageArea(() => storage, reporter);
    expect(area.refuses('k', MAX_STORED_CHARS)).toBe(false);
    expect(area.refuses('k', MAX_STORED_CHARS + 1)).toBe(true);
    expect(area.write('k', 'x'.repeat(MAX_STORED_CHARS + 1))).toBe(false);
    expect(storage.writes).not.toContain('k');
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ key: 'k' }));
  });

  it('reports a skipped value and lets its older copy in memory go, so storage answers again', () => {
    const storage = fakeStorage({ k: 'saved earlier' });
    const reporter = createWriteRefusalReporter();
    const heard = jest.fn();
    reporter.subscribe(heard);
    const area = createStorageArea(() => storage, reporter);
    storage.refuse = true;
    area.write('k', 'refused');
    expect(area.read('k')).toBe('refused');
    area.skipRefused('k');
    expect(area.read('k')).toBe('saved earlier');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('works when storage itself throws on access', () => {
    const area = createStorageArea(() => {
      throw new DOMException('denied', 'SecurityError');
    }, createWriteRefusalReporter());
    expect(area.read('k')).toBeNull();
    area.write('k', 'v');
    expect(area.read('k')).toBe('v');
  });

  it('reports a refused write once per visit, however many writes and areas are refused', () => {
    const reporter = createWriteRefusalReporter();
    const heard = jest.fn();
    reporter.subscribe(heard);
    const storage = fakeStorage();
    storage.refuse = true;
    const local = createStorageArea(() => storage, reporter);
    const session = createStorageArea(() => undefined, reporter);
    local.write('a', '1');
    local.write('b', '2');
    session.write('c', '3');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ key: 'a' }));
  });

  it('tells a listener that subscribes after the refusal, so an early refusal is not lost', () => {
    const reporter = createWriteRefusalReporter();
    reporter.report({ key: 'wheelEntries', tooBig: true, earlierKept: false });
    const late = jest.fn();
    reporter.subscribe(late);
    expect(late).toHaveBeenCalledWith({ key: 'wheelEntries', tooBig: true, earlierKept: false });
  });

  it('reports a value too long for storage as too big when storage still takes a small write, with whether an earlier value is kept', () => {
    const storage = fakeStorage({ list: 'saved earlier' });
    const reporter = createWriteRefusalReporter();
    const heard = jest.fn();
    reporter.subscribe(heard);
    createStorageArea(() => storage, reporter).write('list', 'x'.repeat(MAX_STORED_CHARS + 1));
    expect(heard).toHaveBeenCalledWith({ key: 'list', tooBig: true, earlierKept: true });
    expect(storage.data.get('list')).toBe('saved earlier');
    expect([...storage.data.keys()]).toEqual(['list']);
  });

  it('reports a value the quota refuses as too big when a small write still goes, with no earlier value to bring back', () => {
    const storage = fakeStorage();
    const setItem = storage.setItem.bind(storage);
    // Room for 100 characters.
    storage.setItem = (key: string, value: string) => {
      if (value.length > 100) throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    };
    const reporter = createWriteRefusalReporter();
    const heard = jest.fn();
    reporter.subscribe(heard);
    createStorageArea(() => storage, reporter).skipRefused('list');
    expect(heard).toHaveBeenCalledWith({ key: 'list', tooBig: true, earlierKept: false });
    const second = createWriteRefusalReporter();
    const heardSecond = jest.fn();
    second.subscribe(heardSecond);
    createStorageArea(() => storage, second).write('list', 'x'.repeat(101));
    expect(heardSecond).toHaveBeenCalledWith({ key: 'list', tooBig: true, earlierKept: false });
  });

  it('reports storage that takes nothing (refusing every write, or absent) as not keeping anything', () => {
    const storage = fakeStorage({ list: 'saved earlier' });
    storage.refuse = true;
    const reporter = createWriteRefusalReporter();
    const heard = jest.fn();
    reporter.subscribe(heard);
    createStorageArea(() => storage, reporter).write('list', 'x'.repeat(MAX_STORED_CHARS + 1));
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ key: 'list', tooBig: false }));
    const absent = createWriteRefusalReporter();
    const heardAbsent = jest.fn();
    absent.subscribe(heardAbsent);
    createStorageArea(() => undefined, absent).write('k', 'v');
    expect(heardAbsent).toHaveBeenCalledWith({ key: 'k', tooBig: false, earlierKept: false });
  });
});
