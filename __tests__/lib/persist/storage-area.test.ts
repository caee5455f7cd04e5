import { createStorageArea, createWriteRefusalReporter } from '@/lib/persist/storage-area';
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
    expect(heard).toHaveBeenCalledWith('a');
  });

  it('tells a listener that subscribes after the refusal, so an early refusal is not lost', () => {
    const reporter = createWriteRefusalReporter();
    reporter.report('wheelEntries');
    const late = jest.fn();
    reporter.subscribe(late);
    expect(late).toHaveBeenCalledWith('wheelEntries');
  });
});
