/** The wheel's undo history joined to the real entries store and this window's storage; "a reload" is a fresh set of modules. */

type Modules = {
  entriesStore: typeof import('@/lib/wheel/entries/entries-store').entriesStore;
  history: typeof import('@/lib/wheel/history/entries-history');
};

function load(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = {
      entriesStore: (jest.requireActual('@/lib/wheel/entries/entries-store') as typeof import('@/lib/wheel/entries/entries-store')).entriesStore,
      history: jest.requireActual('@/lib/wheel/history/entries-history'),
    };
  });
  return modules!;
}

/** Opens the page: stored list first, then its history, as the wheel does. */
function openPage(): Modules {
  const modules = load();
  modules.entriesStore.persistence.hydrate();
  modules.history.historyHydration.persistence.hydrate();
  return modules;
}

/** Runs the writes that wait for the next painted frame. */
const afterPaint = () => jest.advanceTimersByTime(1_000);

const texts = ({ entriesStore }: Modules) => entriesStore.getState().entries.map((e) => e.text);

describe('the entries history', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('keeps its steps across a reload of the tab and undoes them there', () => {
    const first = openPage();
    first.entriesStore.getState().add('Tea', 1);
    jest.advanceTimersByTime(5_000);
    first.entriesStore.getState().remove('1');
    afterPaint();
    expect(texts(first)).toEqual(['Option 2', 'Option 3', 'Option 4', 'Option 5', 'Option 6', 'Tea']);

    const reloaded = openPage();
    expect(reloaded.history.entriesHistory.steps()).toHaveLength(2);
    reloaded.history.undoLastChange();
    expect(texts(reloaded)[0]).toBe('Option 1');
    reloaded.history.undoLastChange();
    expect(texts(reloaded)).toEqual(['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Option 6']);
    expect(reloaded.history.undoLastChange()).toBeNull();
  });

  it('leaves the saved history alone while the list is longer than storage keeps, so the stored list comes back with its steps', () => {
    const first = openPage();
    first.entriesStore.getState().add('Tea', 1);
    afterPaint();
    // 100,000 entries: over 5 million characters of JSON, more than any browser stores.
    const huge = Array.from({ length: 100_000 }, (_, i) => ({ id: `huge-${i}`, text: `Entry number ${i + 1}`, color: '#FF6B6B', visible: true }));
    first.entriesStore.getState().replace(huge);
    afterPaint();
    expect(first.history.entriesHistory.steps()).toHaveLength(2);

    const reloaded = openPage();
    expect(texts(reloaded).at(-1)).toBe('Tea');
    expect(reloaded.history.entriesHistory.steps()).toHaveLength(1);
    reloaded.history.undoLastChange();
    expect(texts(reloaded)).toEqual(['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Option 6']);
  });

  it('drops a saved history when the stored list is not the one it was saved for', () => {
    const first = openPage();
    first.entriesStore.getState().add('Tea', 1);
    afterPaint();
    localStorage.setItem('wheelEntries', JSON.stringify([{ id: 'x', text: 'Changed elsewhere', color: '#112233', visible: true }]));
    const reloaded = openPage();
    expect(reloaded.history.entriesHistory.steps()).toHaveLength(0);
    expect(texts(reloaded)).toEqual(['Changed elsewhere']);
  });

  it("records another tab's replacement, and says so when that tab's link note arrives", () => {
    const page = openPage();
    const heard = jest.fn();
    page.history.onListReplacedElsewhere(heard);
    const theirs = JSON.stringify([{ id: 't', text: 'From a template', color: '#112233', visible: true }]);
    page.entriesStore.persistence.followStorageEvent({ key: 'wheelEntries', newValue: theirs, storageArea: localStorage });
    page.history.historyHydration.persistence.followStorageEvent({
      key: page.history.REPLACED_KEY,
      newValue: JSON.stringify({ what: 'template' }),
      storageArea: localStorage,
    });
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ added: 1 }), 'template');
    const [step] = heard.mock.calls[0] as [Parameters<Modules['history']['undoChangesBackTo']>[0]];
    page.history.undoChangesBackTo(step);
    expect(texts(page)).toHaveLength(6);
  });

  it('keeps the newest steps that fit when sessionStorage is full, so a reload still undoes them, and says once how many', () => {
    const setItem = Storage.prototype.setItem;
    // A sessionStorage with room for a history of three steps.
    const full = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (this === sessionStorage && key === 'wheelEntriesHistory' && (JSON.parse(value) as { steps: unknown[] }).steps.length > 3) {
        throw new DOMException('full', 'QuotaExceededError');
      }
      setItem.call(this, key, value);
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const first = openPage();
      const heard = jest.fn();
      first.history.historyCutShort.subscribe(heard);
      for (const text of ['A', 'B', 'C']) {
        first.entriesStore.getState().add(text, 1);
        afterPaint();
      }
      expect(heard).not.toHaveBeenCalled();
      for (const text of ['D', 'E']) {
        first.entriesStore.getState().add(text, 1);
        afterPaint();
      }
      expect(heard).toHaveBeenCalledTimes(1);
      expect(heard).toHaveBeenCalledWith({ kept: 3 });

      const reloaded = openPage();
      expect(reloaded.history.entriesHistory.steps()).toHaveLength(3);
      for (let undo = 0; undo < 3; undo += 1) reloaded.history.undoLastChange();
      expect(texts(reloaded).slice(6)).toEqual(['A', 'B']);
      expect(reloaded.history.undoLastChange()).toBeNull();
    } finally {
      full.mockRestore();
      warn.mockRestore();
    }
  });

  it('drops the saved history when storage takes none of it, rather than leave one saved for an older list', () => {
    const first = openPage();
    first.entriesStore.getState().add('A', 1);
    afterPaint();
    expect(sessionStorage.getItem('wheelEntriesHistory')).not.toBeNull();
    const setItem = Storage.prototype.setItem;
    const full = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (this === sessionStorage) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const heard = jest.fn();
      first.history.historyCutShort.subscribe(heard);
      first.entriesStore.getState().add('B', 1);
      afterPaint();
      expect(heard).toHaveBeenCalledWith({ kept: 0 });
      expect(sessionStorage.getItem('wheelEntriesHistory')).toBeNull();
    } finally {
      full.mockRestore();
      warn.mockRestore();
    }
  });

  it('is not a step of its own when it walks the list back', () => {
    const page = openPage();
    page.entriesStore.getState().add('Tea', 1);
    page.history.undoLastChange();
    expect(page.history.entriesHistory.steps()).toHaveLength(0);
  });
});

describe('the entries history when another tab changed the list at the same instant', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  /** Another tab's write of `texts`, made on the stored list this tab opened with (revision `r0`), as the storage events bring it. */
  function writtenElsewhere({ entriesStore }: Modules, texts: string[]) {
    const list = JSON.stringify(texts.map((text, i) => ({ id: `t${i}`, text, color: '#112233', visible: true })));
    entriesStore.persistence.followStorageEvent({ key: 'wheelEntries.revision', newValue: JSON.stringify({ id: 'r1', base: 'r0', chars: list.length }), storageArea: localStorage });
    entriesStore.persistence.followStorageEvent({ key: 'wheelEntries', newValue: list, storageArea: localStorage });
  }

  it('keeps both entries, and Undo walks back this tab\'s own entry first, not the other tab\'s', () => {
    const base = JSON.stringify([{ id: 't0', text: 'Base', color: '#112233', visible: true }]);
    localStorage.setItem('wheelEntries', base);
    localStorage.setItem('wheelEntries.version', '1');
    localStorage.setItem('wheelEntries.revision', JSON.stringify({ id: 'r0', base: null, chars: base.length }));
    const tab = openPage();
    tab.entriesStore.getState().add('Mine', 1);
    writtenElsewhere(tab, ['Base', 'Theirs']);
    expect(texts(tab)).toEqual(['Base', 'Mine', 'Theirs']);
    expect(JSON.parse(localStorage.getItem('wheelEntries') ?? '[]').map((e: { text: string }) => e.text)).toEqual(['Base', 'Mine', 'Theirs']);

    tab.history.undoLastChange();
    expect(texts(tab)).toEqual(['Base', 'Theirs']);
    tab.history.undoLastChange();
    expect(texts(tab)).toEqual(['Base']);
  });
});
