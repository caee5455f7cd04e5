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

  it('is not a step of its own when it walks the list back', () => {
    const page = openPage();
    page.entriesStore.getState().add('Tea', 1);
    page.history.undoLastChange();
    expect(page.history.entriesHistory.steps()).toHaveLength(0);
  });
});
