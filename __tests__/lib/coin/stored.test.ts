import fc from 'fast-check';
import { DEFAULT_THEME, type FlipResult } from '@/lib/coin/coin';
import { COIN_RESULTS_KEY, COIN_THEME_KEY, createCoinStore } from '@/lib/coin/coin-store';
import { parseStoredResults, parseStoredTheme } from '@/lib/coin/stored';
import { createStorageArea, createWriteRefusalReporter } from '@/lib/persist/storage-area';
import { fakeStorage } from '../persist/fake-storage';

const stored = {
  id: '1763751000123',
  side: { id: 'tails', label: 'TAILS', color: '#C0C0C0' },
  timestamp: '2025-11-21T18:50:00.123Z',
};

function isFlipResult(value: FlipResult): boolean {
  return (
    typeof value.id === 'string' &&
    (value.side.id === 'heads' || value.side.id === 'tails') &&
    typeof value.side.label === 'string' &&
    typeof value.side.color === 'string' &&
    value.timestamp instanceof Date &&
    !Number.isNaN(value.timestamp.getTime())
  );
}

describe('parseStoredResults', () => {
  it('restores a stored list with its timestamps as Dates', () => {
    const { value, problems } = parseStoredResults([stored]);
    expect(problems).toEqual([]);
    expect(value).toEqual([{ ...stored, timestamp: new Date('2025-11-21T18:50:00.123Z') }]);
    expect(value?.[0]?.timestamp).toBeInstanceOf(Date);
  });

  it('drops malformed items, keeps the good ones and says how many it dropped', () => {
    const bad = [
      { ...stored, timestamp: 'not a date' },
      { ...stored, side: { ...stored.side, id: 'edge' } },
      { ...stored, side: 'heads' },
      { ...stored, side: { ...stored.side, color: 'url(https://example.com/x.png)' } },
      { side: stored.side, timestamp: stored.timestamp },
      null,
      'HEADS',
    ];
    const { value, problems } = parseStoredResults([stored, ...bad]);
    expect(value).toHaveLength(1);
    expect(problems).toEqual(['Ignored 7 malformed stored coin flip result(s).']);
  });

  it('ignores anything that is not a list', () => {
    for (const input of [null, {}, 'x', 3, { results: [stored] }]) {
      const { value, problems } = parseStoredResults(input);
      expect(value).toBeNull();
      expect(problems).toHaveLength(1);
    }
  });

  it('never throws and returns only well-formed results, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.array(fc.record({ id: fc.anything(), side: fc.anything(), timestamp: fc.anything() }))), (input) => {
        expect((parseStoredResults(input).value ?? []).every(isFlipResult)).toBe(true);
      }),
    );
  });
});

describe('parseStoredTheme', () => {
  it('accepts a full theme, ignoring the shadow colour older versions stored', () => {
    const theme = { headsColor: '#aabbcc', tailsColor: '#112233', edgeColor: '#B8860B', shadowColor: '#000000', soundEnabled: false };
    expect(parseStoredTheme(theme)).toEqual({
      value: { headsColor: '#aabbcc', tailsColor: '#112233', edgeColor: '#B8860B', soundEnabled: false },
      problems: [],
    });
  });

  it('accepts colours only as #rrggbb, so nothing else reaches a style', () => {
    const { value, problems } = parseStoredTheme({ headsColor: 'url(https://example.com/a.png)', tailsColor: '#abc', edgeColor: 'B8860B' });
    expect(value).toEqual(DEFAULT_THEME);
    expect(problems).toEqual(['Ignored malformed stored coin theme field(s): headsColor, tailsColor, edgeColor.']);
  });

  it('falls back to the default for each missing or malformed field', () => {
    const { value, problems } = parseStoredTheme({ headsColor: 'red', soundEnabled: 'yes', tailsColor: '#123456' });
    expect(value).toEqual({ ...DEFAULT_THEME, tailsColor: '#123456' });
    expect(problems).toEqual(['Ignored malformed stored coin theme field(s): headsColor, soundEnabled.']);
  });

  it('gives nothing (so the default theme stays) for anything that is not an object', () => {
    for (const input of [null, [], 'theme', 7]) expect(parseStoredTheme(input).value).toBeNull();
  });

  it('never throws and always returns a complete theme', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue()), (input) => {
        const { value } = parseStoredTheme(input);
        if (value === null) return;
        expect(Object.keys(value).sort()).toEqual(Object.keys(DEFAULT_THEME).sort());
        expect(typeof value.soundEnabled).toBe('boolean');
      }),
    );
  });
});

describe('the coin store reading stored text', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterAll(() => warn.mockRestore());

  function hydrated(initial: Record<string, string>) {
    const store = createCoinStore(createStorageArea(() => fakeStorage(initial), createWriteRefusalReporter()));
    store.persistence.hydrate();
    return store.getState();
  }

  it('reads the two keys as the site stores them: a bare list and a bare theme', () => {
    const state = hydrated({ [COIN_RESULTS_KEY]: JSON.stringify([stored]), [COIN_THEME_KEY]: JSON.stringify({ ...DEFAULT_THEME, soundEnabled: false }) });
    expect(state.results).toHaveLength(1);
    expect(state.theme.soundEnabled).toBe(false);
  });

  it('ignores text that is not JSON and keeps the other key', () => {
    const state = hydrated({ [COIN_RESULTS_KEY]: '{oops', [COIN_THEME_KEY]: JSON.stringify({ edgeColor: '#000000' }) });
    expect(state.results).toEqual([]);
    expect(state.theme).toEqual({ ...DEFAULT_THEME, edgeColor: '#000000' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Stored coin flip results is not valid JSON'));
  });

  it('never throws on any stored text, in any script, and keeps only well-formed flips and #rrggbb colours', () => {
    const unicode = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
    const text = fc.option(fc.oneof(unicode, fc.json(), fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null')), { nil: null });
    fc.assert(
      fc.property(text, text, fc.option(fc.string(), { nil: null }), (results, theme, version) => {
        const initial: Record<string, string> = {};
        if (results !== null) initial[COIN_RESULTS_KEY] = results;
        if (theme !== null) initial[COIN_THEME_KEY] = theme;
        if (version !== null) initial[`${COIN_RESULTS_KEY}.version`] = version;
        const state = hydrated(initial);
        expect(state.results.every(isFlipResult)).toBe(true);
        for (const color of [state.theme.headsColor, state.theme.tailsColor, state.theme.edgeColor]) expect(color).toMatch(/^#[0-9a-f]{6}$/i);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips any valid history and theme through storage', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    const result = fc.record({
      id: fc.string({ unit: 'grapheme' }),
      side: fc.record({ id: fc.constantFrom('heads' as const, 'tails' as const), label: fc.string({ unit: 'grapheme' }), color: hex }),
      timestamp: fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }),
    });
    const theme = fc.record({ headsColor: hex, tailsColor: hex, edgeColor: hex, soundEnabled: fc.boolean() });
    fc.assert(
      fc.property(fc.array(result), theme, (results, coinTheme) => {
        const state = hydrated({ [COIN_RESULTS_KEY]: JSON.stringify(results), [COIN_THEME_KEY]: JSON.stringify(coinTheme) });
        expect(state.results).toEqual(results);
        expect(state.theme).toEqual(coinTheme);
      }),
      { numRuns: 1000 },
    );
  });
});
