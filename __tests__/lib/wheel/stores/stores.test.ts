import { DEFAULT_ENTRIES, defaultEntriesNamed, entriesFromTexts } from '@/lib/wheel/entries/entries';
import { entriesStore, nameDefaultEntries } from '@/lib/wheel/entries/entries-store';
import { resultsStore } from '@/lib/wheel/results/results-store';
import { spinSettingsStore } from '@/lib/wheel/spin/spin-settings-store';
import { themeStore } from '@/lib/wheel/theme/theme-store';
import { DEFAULT_SPIN_SETTINGS } from '@/lib/wheel/spin/spin-settings';

describe('wheel stores', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    entriesStore.getState().reset();
    spinSettingsStore.getState().reset();
    resultsStore.getState().clear();
    error.mockClear();
  });
  afterAll(() => {
    error.mockRestore();
    warn.mockRestore();
  });

  it('leaves storage untouched while the entries are the defaults, and saves a plain array after a change', () => {
    entriesStore.persistence.hydrate();
    expect(localStorage.getItem('wheelEntries')).toBeNull();
    entriesStore.getState().add('Tacos', 1234);
    expect(JSON.parse(localStorage.getItem('wheelEntries') ?? '[]').at(-1)).toMatchObject({ id: '1234', text: 'Tacos' });
  });

  describe('the defaults named in the page\'s language', () => {
    const spanish = defaultEntriesNamed((number) => `Opción ${number}`);
    afterEach(() => nameDefaultEntries(DEFAULT_ENTRIES));

    it('names the untouched defaults, keeps them unsaved, and saves them with the first change', () => {
      entriesStore.persistence.hydrate();
      nameDefaultEntries(spanish);
      expect(entriesStore.getState().entries.map((e) => e.text)).toEqual(['Opción 1', 'Opción 2', 'Opción 3', 'Opción 4', 'Opción 5', 'Opción 6']);
      expect(entriesStore.getState().entries.map((e) => [e.id, e.color])).toEqual(DEFAULT_ENTRIES.map((e) => [e.id, e.color]));
      expect(localStorage.getItem('wheelEntries')).toBeNull();
      entriesStore.getState().add('Tacos', 1234);
      expect(JSON.parse(localStorage.getItem('wheelEntries') ?? '[]').map((e: { text: string }) => e.text)).toEqual([
        'Opción 1', 'Opción 2', 'Opción 3', 'Opción 4', 'Opción 5', 'Opción 6', 'Tacos',
      ]);
    });

    it('leaves a stored list as it is', () => {
      localStorage.setItem('wheelEntries', JSON.stringify(entriesFromTexts(['Ana', 'Luis'], 5)));
      entriesStore.persistence.hydrate();
      nameDefaultEntries(spanish);
      expect(entriesStore.getState().entries.map((e) => e.text)).toEqual(['Ana', 'Luis']);
    });

    it('are the English defaults themselves where the names are the English ones', () => {
      expect(defaultEntriesNamed((number) => `Option ${number}`)).toBe(DEFAULT_ENTRIES);
    });
  });

  it('falls back to the defaults on corrupt entries, logging why', () => {
    localStorage.setItem('wheelEntries', '{"not":"an array"}');
    entriesStore.persistence.hydrate();
    expect(entriesStore.getState().entries).toEqual(DEFAULT_ENTRIES);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('wheelEntries'));
  });

  it('reads a stored empty list as no entries', () => {
    localStorage.setItem('wheelEntries', '[]');
    entriesStore.persistence.hydrate();
    expect(entriesStore.getState().entries).toEqual([]);
  });

  it('replaces the whole list and hands back the previous one exactly, for an undo', () => {
    entriesStore.getState().add('Mine', 77);
    entriesStore.getState().update('2', { visible: false, color: '#010203' });
    const before = entriesStore.getState().entries;
    const previous = entriesStore.getState().replace(entriesFromTexts(['Yes', 'No'], 9));
    expect(entriesStore.getState().entries.map((e) => e.text)).toEqual(['Yes', 'No']);
    entriesStore.getState().replace(previous);
    expect(entriesStore.getState().entries).toEqual(before);
    expect(JSON.parse(localStorage.getItem('wheelEntries') ?? '[]')).toEqual(before);
  });

  it('keeps a range a range when one slider passes the other', () => {
    spinSettingsStore.getState().setSlider('minVelocity', 40);
    spinSettingsStore.getState().setSlider('maxVelocity', 30);
    const { minVelocity, maxVelocity } = spinSettingsStore.getState();
    expect(minVelocity).toBeLessThanOrEqual(maxVelocity);
  });

  it('ignores stored spin settings without a mode', () => {
    localStorage.setItem('wheelSpinSettings', JSON.stringify({ minVelocity: 10 }));
    spinSettingsStore.persistence.hydrate();
    expect(spinSettingsStore.getState().minVelocity).toBe(DEFAULT_SPIN_SETTINGS.minVelocity);
  });

  it('keeps results newest first in session storage and restores their dates', () => {
    const entry = DEFAULT_ENTRIES[0]!;
    resultsStore.getState().record(entry, new Date('2026-01-01T10:00:00Z'));
    resultsStore.getState().record(DEFAULT_ENTRIES[1]!, new Date('2026-01-01T10:05:00Z'));
    expect(JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]')[0].timestamp).toBe('2026-01-01T10:05:00.000Z');
    const saved = sessionStorage.getItem('wheelResults') ?? '';
    // As after a reload: memory starts empty, storage still holds the session's results.
    resultsStore.setState({ results: [] });
    sessionStorage.setItem('wheelResults', saved);
    resultsStore.persistence.hydrate();
    const [newest] = resultsStore.getState().results;
    expect(newest?.entry.text).toBe('Option 2');
    expect(newest?.timestamp).toBeInstanceOf(Date);
  });

  it("stores a winner's picture once however often it wins, and gives every result its picture back after a reload", () => {
    const picture = `data:image/png;base64,${'QUJD'.repeat(20_000)}`;
    const pictured = { ...DEFAULT_ENTRIES[0]!, image: picture };
    for (let minute = 0; minute < 30; minute += 1) resultsStore.getState().record(pictured, new Date(Date.UTC(2026, 0, 1, 10, minute)));
    const saved = sessionStorage.getItem('wheelResults') ?? '';
    expect(saved.split(picture).length - 1).toBe(1);
    expect(saved.length).toBeLessThan(picture.length + 30 * 200);
    resultsStore.setState({ results: [] });
    sessionStorage.setItem('wheelResults', saved);
    resultsStore.persistence.hydrate();
    const restored = resultsStore.getState().results;
    expect(restored).toHaveLength(30);
    expect(restored.every((result) => result.entry.image === picture)).toBe(true);
  });

  it('keeps a copy of stored entries it had to drop items from, before the next save replaces them', () => {
    const raw = JSON.stringify([{ id: 'a', text: 'Good', color: '#123456', visible: true }, { id: 'b', text: '   ' }, 42]);
    localStorage.setItem('wheelEntries', raw);
    entriesStore.persistence.hydrate();
    expect(entriesStore.getState().entries.map((e) => e.text)).toEqual(['Good']);
    expect(localStorage.getItem('wheelEntries.corrupt')).toBe(raw);
    entriesStore.getState().add('Next', 5);
    expect(localStorage.getItem('wheelEntries.corrupt')).toBe(raw);
  });

  it('keeps a copy of a stored theme with a colour it refused', () => {
    const raw = JSON.stringify({ wheelBackground: 'url(https://example.com/x.png)', textColor: '#FFFFFF' });
    localStorage.setItem('wheelTheme', raw);
    themeStore.persistence.hydrate();
    expect(themeStore.getState().wheelBackground).toBe('#FFFFFF');
    expect(themeStore.getState().textColor).toBe('#FFFFFF');
    expect(localStorage.getItem('wheelTheme.corrupt')).toBe(raw);
  });
});
