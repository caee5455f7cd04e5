import { DEFAULT_ENTRIES } from '@/lib/wheel/entries';
import { useEntriesStore } from '@/lib/wheel/stores/entries-store';
import { useResultsStore } from '@/lib/wheel/stores/results-store';
import { useSpinSettingsStore } from '@/lib/wheel/stores/spin-settings-store';
import { DEFAULT_SPIN_SETTINGS } from '@/lib/wheel/spin-settings';

describe('wheel stores', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useEntriesStore.getState().reset();
    useSpinSettingsStore.getState().reset();
    useResultsStore.getState().clear();
    error.mockClear();
  });
  afterAll(() => error.mockRestore());

  it('leaves storage untouched while the entries are the defaults, and saves a plain array after a change', async () => {
    await useEntriesStore.persist.rehydrate();
    expect(localStorage.getItem('wheelEntries')).toBeNull();
    useEntriesStore.getState().add('Tacos', 1234);
    expect(JSON.parse(localStorage.getItem('wheelEntries') ?? '[]').at(-1)).toMatchObject({ id: '1234', text: 'Tacos' });
  });

  it('falls back to the defaults on corrupt entries, logging why', async () => {
    localStorage.setItem('wheelEntries', '{"not":"an array"}');
    await useEntriesStore.persist.rehydrate();
    expect(useEntriesStore.getState().entries).toEqual(DEFAULT_ENTRIES);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('wheelEntries'));
  });

  it('reads a stored empty list as no entries', async () => {
    localStorage.setItem('wheelEntries', '[]');
    await useEntriesStore.persist.rehydrate();
    expect(useEntriesStore.getState().entries).toEqual([]);
  });

  it('replaces the entries from a template', () => {
    useEntriesStore.getState().replaceWithTexts(['Yes', 'No'], 9);
    expect(useEntriesStore.getState().entries.map((e) => e.text)).toEqual(['Yes', 'No']);
  });

  it('keeps a range a range when one slider passes the other', () => {
    useSpinSettingsStore.getState().setSlider('minVelocity', 40);
    useSpinSettingsStore.getState().setSlider('maxVelocity', 30);
    const { minVelocity, maxVelocity } = useSpinSettingsStore.getState();
    expect(minVelocity).toBeLessThanOrEqual(maxVelocity);
  });

  it('ignores stored spin settings without a mode', async () => {
    localStorage.setItem('wheelSpinSettings', JSON.stringify({ minVelocity: 10 }));
    await useSpinSettingsStore.persist.rehydrate();
    expect(useSpinSettingsStore.getState().minVelocity).toBe(DEFAULT_SPIN_SETTINGS.minVelocity);
  });

  it('keeps results newest first in session storage and restores their dates', async () => {
    const entry = DEFAULT_ENTRIES[0]!;
    useResultsStore.getState().record(entry, new Date('2026-01-01T10:00:00Z'));
    useResultsStore.getState().record(DEFAULT_ENTRIES[1]!, new Date('2026-01-01T10:05:00Z'));
    expect(JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]')[0].timestamp).toBe('2026-01-01T10:05:00.000Z');
    const saved = sessionStorage.getItem('wheelResults') ?? '';
    // As after a reload: memory starts empty, storage still holds the session's results.
    useResultsStore.setState({ results: [] });
    sessionStorage.setItem('wheelResults', saved);
    await useResultsStore.persist.rehydrate();
    const [newest] = useResultsStore.getState().results;
    expect(newest?.entry.text).toBe('Option 2');
    expect(newest?.timestamp).toBeInstanceOf(Date);
  });
});
