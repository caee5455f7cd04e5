import fc from 'fast-check';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { resultsStore } from '@/lib/wheel/results/results-store';
import { spinSettingsStore } from '@/lib/wheel/spin/spin-settings-store';
import { themeStore } from '@/lib/wheel/theme/theme-store';
import { DEFAULT_SPIN_SETTINGS, pickSpinSettings } from '@/lib/wheel/spin/spin-settings';
import { pickTheme } from '@/lib/wheel/theme/theme';

const HEX = /^#[0-9a-f]{6}$/i;
const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
/** Full Unicode: whole graphemes (emoji, combining marks, tabs, line breaks) and code points with lone surrogates. */
const unicode = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
/** Anything a key might hold: any text, any JSON, and JSON shaped almost like the real thing. */
const storedText = fc.oneof(
  unicode,
  fc.json(),
  fc.array(fc.record({ id: fc.oneof(unicode, fc.integer()), text: unicode, color: fc.oneof(unicode, hex), visible: fc.anything() }), { maxLength: 5 }).map((v) => JSON.stringify(v)),
);
const storedVersion = fc.option(fc.oneof(unicode, fc.constantFrom('0', '1', '2', '-1')), { nil: null });

function seed(storage: Storage, key: string, text: string, version: string | null) {
  storage.clear();
  storage.setItem(key, text);
  if (version !== null) storage.setItem(`${key}.version`, version);
}

describe('wheel stores reading stored text', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterAll(() => {
    error.mockRestore();
    warn.mockRestore();
  });
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('never throws on any stored entries text and keeps only well-formed entries', () => {
    fc.assert(
      fc.property(storedText, storedVersion, (text, version) => {
        entriesStore.getState().reset();
        seed(localStorage, 'wheelEntries', text, version);
        entriesStore.persistence.hydrate();
        const ids = new Set<string>();
        for (const entry of entriesStore.getState().entries) {
          expect(entry.text.trim()).not.toBe('');
          expect(entry.color).toMatch(HEX);
          expect(typeof entry.visible).toBe('boolean');
          expect(Object.keys(entry).sort()).toEqual(['color', 'id', 'text', 'visible']);
          expect(ids.has(entry.id)).toBe(false);
          ids.add(entry.id);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on any stored settings, theme or results text, and keeps colours #rrggbb', () => {
    fc.assert(
      fc.property(storedText, storedText, storedText, storedVersion, (settings, theme, results, version) => {
        seed(localStorage, 'wheelSpinSettings', settings, version);
        localStorage.setItem('wheelTheme', theme);
        seed(sessionStorage, 'wheelResults', results, version);
        spinSettingsStore.persistence.hydrate();
        themeStore.persistence.hydrate();
        resultsStore.persistence.hydrate();
        expect(Object.keys(pickSpinSettings(spinSettingsStore.getState())).sort()).toEqual(Object.keys(DEFAULT_SPIN_SETTINGS).sort());
        const { soundEnabled, ...colors } = pickTheme(themeStore.getState());
        expect(typeof soundEnabled).toBe('boolean');
        Object.values(colors).forEach((color) => expect(color).toMatch(HEX));
        resultsStore.getState().results.forEach((r) => expect(r.timestamp.getTime()).not.toBeNaN());
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips any valid list of entries, in any script', () => {
    const entry = fc.record({
      text: unicode.filter((t) => t.trim() !== ''),
      color: hex,
      visible: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.string({ unit: 'grapheme', minLength: 1 }), entry), { selector: ([id]) => id }), (rows) => {
        const entries: WheelEntry[] = rows.map(([id, e]) => ({ id, ...e }));
        entriesStore.getState().reset();
        localStorage.setItem('wheelEntries', JSON.stringify(entries));
        entriesStore.persistence.hydrate();
        expect(entriesStore.getState().entries).toEqual(entries);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips any valid theme', () => {
    const theme = fc.record({ wheelBackground: hex, textColor: hex, borderColor: hex, pointerColor: hex, soundEnabled: fc.boolean() });
    fc.assert(
      fc.property(theme, (stored) => {
        themeStore.getState().reset();
        localStorage.setItem('wheelTheme', JSON.stringify(stored));
        localStorage.setItem('wheelTheme.version', '1');
        themeStore.persistence.hydrate();
        expect(pickTheme(themeStore.getState())).toEqual(stored);
      }),
      { numRuns: 1000 },
    );
  });
});
