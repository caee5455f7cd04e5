import { newerVersionData, persistedField, type Decoded } from '@/lib/persist/persisted-field';
import { createPersistedStore, type WriteDeferral } from '@/lib/persist/persisted-store';
import { createStorageArea, createWriteRefusalReporter, MAX_STORED_CHARS } from '@/lib/persist/storage-area';
import { storedHexColor } from '@/lib/persist/stored-values';
import { fakeStorage } from './fake-storage';

interface Note {
  text: string;
  color: string;
}
interface NotesState {
  notes: Note[];
  add: (note: Note) => void;
  clear: () => void;
}

const DEFAULT_NOTES: Note[] = [{ text: 'hello', color: '#112233' }];

/** Version 2 stores `{ text, color }`; version 0 stored bare strings. */
function decodeNotes(value: unknown): Decoded<Note[]> {
  if (!Array.isArray(value)) return { value: null, problems: ['Stored notes are not a list.'] };
  const notes = value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { text, color } = item as Record<string, unknown>;
    const hex = storedHexColor(color);
    return typeof text === 'string' && hex ? [{ text, color: hex }] : [];
  });
  return { value: notes, problems: notes.length < value.length ? ['Ignored bad notes.'] : [] };
}

function setup(initial: Record<string, string> = {}, deferral?: WriteDeferral<NotesState>) {
  const storage = fakeStorage(initial);
  const reporter = createWriteRefusalReporter();
  const area = createStorageArea(() => storage, reporter);
  const store = createPersistedStore<NotesState>(
    (set) => ({
      notes: DEFAULT_NOTES,
      add: (note) => set((s) => ({ notes: [...s.notes, note] })),
      clear: () => set({ notes: [] }),
    }),
    [
      persistedField<NotesState, Note[]>({
        key: 'notes',
        area,
        version: 2,
        label: 'notes',
        migrate: (value, from) => (from === 0 && Array.isArray(value) ? value.map((text: unknown) => ({ text, color: '#000000' })) : value),
        decode: decodeNotes,
        select: (s) => s.notes,
        apply: (notes) => ({ notes }),
        quietDefault: DEFAULT_NOTES,
      }),
    ],
    deferral,
  );
  return { storage, reporter, store, area };
}

describe('createPersistedStore', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());
  afterAll(() => warn.mockRestore());

  it('writes the data as plain JSON with its version beside it', () => {
    const { storage, store } = setup();
    store.getState().add({ text: 'two', color: '#445566' });
    expect(JSON.parse(storage.data.get('notes') ?? '')).toEqual([...DEFAULT_NOTES, { text: 'two', color: '#445566' }]);
    expect(storage.data.get('notes.version')).toBe('2');
  });

  it('does not write the defaults while nothing is stored, and does once something is', () => {
    const { storage, store } = setup();
    store.setState({ notes: [...DEFAULT_NOTES] });
    expect(storage.data.has('notes')).toBe(false);
    store.getState().clear();
    store.setState({ notes: [...DEFAULT_NOTES] });
    expect(JSON.parse(storage.data.get('notes') ?? '')).toEqual(DEFAULT_NOTES);
  });

  it('reads nothing until hydrated, then takes the stored data', () => {
    const { store } = setup({ notes: JSON.stringify([{ text: 'kept', color: '#abcdef' }]), 'notes.version': '2' });
    expect(store.getState().notes).toEqual(DEFAULT_NOTES);
    store.persistence.hydrate();
    expect(store.getState().notes).toEqual([{ text: 'kept', color: '#abcdef' }]);
  });

  it('migrates data stored without a version as version 0, and writes the new version on the next change', () => {
    const { storage, store } = setup({ notes: JSON.stringify(['old']) });
    store.persistence.hydrate();
    expect(store.getState().notes).toEqual([{ text: 'old', color: '#000000' }]);
    store.getState().add({ text: 'new', color: '#ffffff' });
    expect(storage.data.get('notes.version')).toBe('2');
    expect(JSON.parse(storage.data.get('notes') ?? '')[0]).toEqual({ text: 'old', color: '#000000' });
  });

  it('copies unparsable text to {key}.corrupt before anything overwrites it, and logs', () => {
    const { storage, store } = setup({ notes: '{not json' });
    store.persistence.hydrate();
    expect(store.getState().notes).toEqual(DEFAULT_NOTES);
    expect(storage.data.get('notes.corrupt')).toBe('{not json');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('notes.corrupt'));
    store.getState().add({ text: 'x', color: '#000000' });
    expect(storage.data.get('notes.corrupt')).toBe('{not json');
  });

  it('copies partly invalid data too, since the next write would drop the invalid part', () => {
    const raw = JSON.stringify([{ text: 'ok', color: '#010203' }, { text: 'bad', color: 'url(https://example.com/x)' }]);
    const { storage, store } = setup({ notes: raw, 'notes.version': '2' });
    store.persistence.hydrate();
    expect(store.getState().notes).toEqual([{ text: 'ok', color: '#010203' }]);
    expect(storage.data.get('notes.corrupt')).toBe(raw);
  });

  it('keeps working in memory when storage refuses writes, reporting the refusal once', () => {
    const { storage, reporter, store, area } = setup();
    const heard = jest.fn();
    reporter.subscribe(heard);
    storage.refuse = true;
    store.getState().add({ text: 'a', color: '#000000' });
    store.getState().add({ text: 'b', color: '#000000' });
    expect(store.getState().notes.map((n) => n.text)).toEqual(['hello', 'a', 'b']);
    expect(JSON.parse(area.read('notes') ?? '[]')).toHaveLength(3);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('follows another tab only for its own key and area', () => {
    const { store, storage } = setup();
    const newValue = JSON.stringify([{ text: 'there', color: '#00ff00' }]);
    storage.data.set('notes.version', '2');
    store.persistence.followStorageEvent({ key: 'other', newValue, storageArea: storage });
    store.persistence.followStorageEvent({ key: 'notes', newValue, storageArea: fakeStorage() });
    expect(store.getState().notes).toEqual(DEFAULT_NOTES);
    storage.data.set('notes', newValue);
    store.persistence.followStorageEvent({ key: 'notes', newValue, storageArea: storage });
    expect(store.getState().notes).toEqual([{ text: 'there', color: '#00ff00' }]);
  });

  it('does not write back a value it has just taken from another tab', () => {
    const { store, storage } = setup();
    const newValue = JSON.stringify([{ text: 'there', color: '#00ff00' }]);
    storage.data.set('notes.version', '2');
    storage.data.set('notes', newValue);
    store.persistence.followStorageEvent({ key: 'notes', newValue, storageArea: storage });
    expect(storage.writes).toEqual([]);
  });
});

describe('createPersistedStore with deferred writes', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());
  afterAll(() => warn.mockRestore());

  /** Notes lists longer than two wait for `runLater`, which the test calls when it likes. */
  function deferredSetup(initial: Record<string, string> = {}) {
    const waiting: Array<() => void> = [];
    const runLater = () => waiting.splice(0).forEach((flush) => flush());
    const setupResult = setup(initial, { when: (s) => s.notes.length > 2, scheduler: { later: (flush) => waiting.push(flush) } });
    return { ...setupResult, runLater, waiting };
  }
  const note = (text: string): Note => ({ text, color: '#000000' });
  const storedTexts = (storage: Storage) => (JSON.parse(storage.getItem('notes') ?? '[]') as Note[]).map((n) => n.text);

  it('still writes a small state at once', () => {
    const { storage, store } = deferredSetup();
    store.getState().add(note('two'));
    expect(storedTexts(storage)).toEqual(['hello', 'two']);
  });

  it('writes a big state only when the scheduler runs, once, with the latest state', () => {
    const { storage, store, runLater, waiting } = deferredSetup();
    store.getState().add(note('two'));
    storage.writes.length = 0;
    store.getState().add(note('three'));
    store.getState().add(note('four'));
    expect(storedTexts(storage)).toEqual(['hello', 'two']);
    expect(waiting).toHaveLength(1);
    runLater();
    expect(storedTexts(storage)).toEqual(['hello', 'two', 'three', 'four']);
    expect(storage.writes).toEqual(['notes.version', 'notes']);
  });

  it('saves a change back to a small state made while a big write waits', () => {
    const { storage, store, runLater } = deferredSetup();
    store.getState().add(note('two'));
    store.getState().add(note('three'));
    store.getState().clear();
    runLater();
    expect(storedTexts(storage)).toEqual([]);
  });

  it('reports a refused deferred write, keeping the state in memory', () => {
    const { storage, store, reporter, area, runLater } = deferredSetup();
    const heard = jest.fn();
    reporter.subscribe(heard);
    store.getState().add(note('two'));
    storage.refuse = true;
    store.getState().add(note('three'));
    expect(heard).not.toHaveBeenCalled();
    runLater();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(JSON.parse(area.read('notes') ?? '[]')).toHaveLength(3);
  });

  it('lets another tab’s list, taken while a write waits, stand instead of writing over it', () => {
    const { storage, store, runLater } = deferredSetup();
    store.getState().add(note('two'));
    store.getState().add(note('mine'));
    const theirs = JSON.stringify([note('a'), note('b'), note('theirs')]);
    storage.data.set('notes', theirs);
    storage.writes.length = 0;
    store.persistence.followStorageEvent({ key: 'notes', newValue: theirs, storageArea: storage });
    runLater();
    expect(store.getState().notes.map((n) => n.text)).toEqual(['a', 'b', 'theirs']);
    expect(storage.writes).toEqual([]);
  });
});

describe('persistedField with a JSON length bound', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterAll(() => warn.mockRestore());

  it('does not serialise a list again once the quota has refused one no longer than it, and saves a shorter one', () => {
    const storage = fakeStorage();
    const area = createStorageArea(() => storage, createWriteRefusalReporter());
    const encode = jest.fn((texts: string[]) => texts);
    const store = createPersistedStore<{ texts: string[] }>(
      () => ({ texts: [] }),
      [
        persistedField<{ texts: string[] }, string[]>({
          key: 'texts',
          area,
          version: 1,
          label: 'texts',
          decode: (value) => ({ value: Array.isArray(value) ? (value as string[]) : null, problems: [] }),
          encode,
          select: (s) => s.texts,
          apply: (texts) => ({ texts }),
          // `["a","b"]`: each text, its quotes and a comma or bracket, plus the last bracket.
          minJsonLength: (texts) => texts.reduce((sum, t) => sum + t.length + 3, 1),
        }),
      ],
    );
    // A quota of 20 characters.
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key: string, value: string) => {
      if (value.length > 20) throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    };

    store.setState({ texts: ['a long text', 'another one'] });
    expect(encode).toHaveBeenCalledTimes(1);
    expect(storage.data.has('texts')).toBe(false);
    store.setState({ texts: ['a long text', 'another one', 'more'] });
    expect(encode).toHaveBeenCalledTimes(1);
    store.setState({ texts: ['short'] });
    expect(encode).toHaveBeenCalledTimes(2);
    expect(storage.data.get('texts')).toBe('["short"]');
  });

  it('never serialises a value longer than any browser keeps, and reports it as not saved', () => {
    const storage = fakeStorage();
    const reporter = createWriteRefusalReporter();
    const heard = jest.fn();
    reporter.subscribe(heard);
    const area = createStorageArea(() => storage, reporter);
    const encode = jest.fn((count: number) => count);
    const store = createPersistedStore<{ count: number }>(
      () => ({ count: 0 }),
      [
        persistedField<{ count: number }, number>({
          key: 'count',
          area,
          version: 1,
          label: 'count',
          decode: (value) => ({ value: typeof value === 'number' ? value : null, problems: [] }),
          encode,
          select: (s) => s.count,
          apply: (count) => ({ count }),
          // Pretend each unit of count costs a megabyte of JSON.
          minJsonLength: (count) => count * 1024 * 1024,
        }),
      ],
    );
    store.setState({ count: 2 });
    expect(storage.data.get('count')).toBe('2');
    store.setState({ count: MAX_STORED_CHARS });
    expect(encode).toHaveBeenCalledTimes(1);
    expect(storage.data.get('count')).toBe('2');
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ key: 'count' }));
  });
});

describe('storedHexColor', () => {
  it('accepts only #rrggbb', () => {
    expect(storedHexColor('#A1b2C3')).toBe('#A1b2C3');
    for (const bad of ['#abc', 'abcdef', 'url(https://example.com/a.png)', 'red', '#1234567', ' #123456', 'expression(1)', 7, null]) {
      expect(storedHexColor(bad)).toBeNull();
    }
  });
});

describe('data saved by a newer version of the site', () => {
  let warn: jest.SpyInstance;
  beforeAll(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => warn.mockRestore());
  const newer = JSON.stringify([{ text: 'from the future', color: '#445566', pinned: true }]);

  it('is read into memory, never written over, and the page is told', () => {
    const heard = jest.fn();
    const stop = newerVersionData.subscribe(heard);
    const { storage, store } = setup({ notes: newer, 'notes.version': '3' });
    store.persistence.hydrate();
    expect(store.getState().notes).toEqual([{ text: 'from the future', color: '#445566' }]);
    store.getState().add({ text: 'mine', color: '#000000' });
    expect(store.getState().notes).toHaveLength(2);
    expect(storage.data.get('notes')).toBe(newer);
    expect(storage.data.get('notes.version')).toBe('3');
    expect(storage.data.has('notes.corrupt')).toBe(false);
    expect(heard).toHaveBeenCalledWith('notes');
    stop();
  });

  it('stops this tab writing once another tab saves a newer version', () => {
    const { storage, store } = setup();
    store.persistence.hydrate();
    store.getState().add({ text: 'mine', color: '#000000' });
    storage.data.set('notes.version', '3');
    storage.data.set('notes', newer);
    store.persistence.followStorageEvent({ key: 'notes', newValue: newer, storageArea: storage });
    store.getState().clear();
    expect(store.getState().notes).toEqual([]);
    expect(storage.data.get('notes')).toBe(newer);
  });
});
