import { persistedField, revisionKey } from '@/lib/persist/persisted-field';
import { createPersistedStore } from '@/lib/persist/persisted-store';
import { createStorageArea, createWriteRefusalReporter } from '@/lib/persist/storage-area';
import type { OtherTabChange } from '@/lib/persist/other-tabs';
import { fakeStorage } from './fake-storage';

/** A set of names as a sorted list; a merge keeps what either tab added and drops what either removed, the same in both tabs. */
interface Names {
  names: readonly string[];
}
const union = (base: readonly string[], mine: readonly string[], theirs: readonly string[]) =>
  [...new Set([...mine, ...theirs])].filter((name) => !base.includes(name) || (mine.includes(name) && theirs.includes(name))).sort();

/**
 * Tabs over one shared storage: each tab's writes reach the other tabs as storage events, in order,
 * only when `deliver` runs, so two changes can be made before either tab hears the other.
 */
function browser(stored: readonly string[]) {
  const shared = fakeStorage({ names: JSON.stringify(stored), 'names.version': '1' });
  const tabs: Array<{ store: ReturnType<typeof openTab>; inbox: OtherTabChange[] }> = [];
  let revisions = 0;
  function openTab() {
    const view: Storage = {
      ...shared,
      getItem: (key) => shared.getItem(key),
      setItem(key, value) {
        shared.setItem(key, value);
        tabs.filter((tab) => tab.store !== store).forEach((tab) => tab.inbox.push({ key, newValue: value, storageArea: shared }));
      },
    };
    const area = createStorageArea(() => view, createWriteRefusalReporter());
    const ownsShared = { ...area, owns: (storage: Storage | null) => storage === shared };
    const store = createPersistedStore<Names & { add: (name: string) => void; remove: (name: string) => void }>(
      (set) => ({
        names: [],
        add: (name) => set((s) => ({ names: [...s.names, name].sort() })),
        remove: (name) => set((s) => ({ names: s.names.filter((n) => n !== name) })),
      }),
      [
        persistedField<Names, readonly string[]>({
          key: 'names',
          area: ownsShared,
          version: 1,
          label: 'names',
          decode: (value) => (Array.isArray(value) ? { value: value.map(String), problems: [] } : { value: null, problems: ['not a list'] }),
          select: (s) => s.names,
          apply: (names) => ({ names }),
          mergeConcurrent: union,
          newRevision: () => `r${(revisions += 1)}`,
        }),
      ],
    );
    store.persistence.hydrate();
    tabs.push({ store, inbox: [] });
    return store;
  }
  /** Hands every tab the other tabs' writes, until no write is left unheard. */
  function deliverAll() {
    while (tabs.some((tab) => tab.inbox.length > 0)) {
      for (const tab of tabs) tab.inbox.splice(0).forEach((change) => tab.store.persistence.followStorageEvent(change));
    }
  }
  const storedNames = () => JSON.parse(shared.getItem('names') ?? 'null') as string[];
  return { openTab, deliverAll, storedNames, shared };
}

describe('two tabs changing one stored value at the same instant', () => {
  it('keeps both changes in both tabs and in storage', () => {
    const { openTab, deliverAll, storedNames } = browser(['Base']);
    const first = openTab();
    const second = openTab();
    first.getState().add('A0');
    second.getState().add('B0');
    deliverAll();
    expect(first.getState().names).toEqual(['A0', 'B0', 'Base']);
    expect(second.getState().names).toEqual(['A0', 'B0', 'Base']);
    expect(storedNames()).toEqual(['A0', 'B0', 'Base']);
  });

  it('takes a change made after seeing this tab\'s as it is: a delete there is not undone here', () => {
    const { openTab, deliverAll, storedNames } = browser(['Base']);
    const first = openTab();
    const second = openTab();
    first.getState().add('A0');
    deliverAll();
    second.getState().remove('A0');
    deliverAll();
    expect(first.getState().names).toEqual(['Base']);
    expect(storedNames()).toEqual(['Base']);
  });

  it('leaves a revision note beside each write, naming the write it was made on', () => {
    const { openTab, shared } = browser(['Base']);
    const tab = openTab();
    tab.getState().add('A0');
    tab.getState().add('A1');
    expect(JSON.parse(shared.getItem(revisionKey('names')) ?? '')).toEqual({ id: 'r2', base: 'r1', chars: shared.getItem('names')?.length });
  });

  it('keeps every tab\'s change when three tabs change at once, and all three agree', () => {
    const { openTab, deliverAll, storedNames } = browser(['Base']);
    const tabs = [openTab(), openTab(), openTab()];
    tabs.forEach((tab, i) => tab.getState().add(`T${i}`));
    deliverAll();
    for (const tab of tabs) expect(tab.getState().names).toEqual(['Base', 'T0', 'T1', 'T2']);
    expect(storedNames()).toEqual(['Base', 'T0', 'T1', 'T2']);
  });
});
