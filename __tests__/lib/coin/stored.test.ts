import fc from 'fast-check';
import { DEFAULT_THEME, type FlipResult } from '@/lib/coin/coin';
import { parseStoredResults, parseStoredTheme, readPersistedCoin } from '@/lib/coin/stored';

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
    expect(value[0]?.timestamp).toBeInstanceOf(Date);
  });

  it('drops malformed items, keeps the good ones and says how many it dropped', () => {
    const bad = [
      { ...stored, timestamp: 'not a date' },
      { ...stored, side: { ...stored.side, id: 'edge' } },
      { ...stored, side: 'heads' },
      { side: stored.side, timestamp: stored.timestamp },
      null,
      'HEADS',
    ];
    const { value, problems } = parseStoredResults([stored, ...bad]);
    expect(value).toHaveLength(1);
    expect(problems).toEqual(['Ignored 6 malformed stored coin flip result(s).']);
  });

  it('ignores anything that is not a list', () => {
    for (const input of [null, {}, 'x', 3, { results: [stored] }]) {
      const { value, problems } = parseStoredResults(input);
      expect(value).toEqual([]);
      expect(problems).toHaveLength(1);
    }
  });

  it('never throws and returns only well-formed results, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.array(fc.record({ id: fc.anything(), side: fc.anything(), timestamp: fc.anything() }))), (input) => {
        expect(parseStoredResults(input).value.every(isFlipResult)).toBe(true);
      }),
    );
  });
});

describe('parseStoredTheme', () => {
  it('accepts a full theme and normalises its colours', () => {
    const theme = { headsColor: '#abc', tailsColor: '#112233', edgeColor: '#B8860B', shadowColor: '#000000', soundEnabled: false };
    expect(parseStoredTheme(theme)).toEqual({
      value: { headsColor: '#AABBCC', tailsColor: '#112233', edgeColor: '#B8860B', shadowColor: '#000000', soundEnabled: false },
      problems: [],
    });
  });

  it('falls back to the default for each missing or malformed field', () => {
    const { value, problems } = parseStoredTheme({ headsColor: 'red', soundEnabled: 'yes', tailsColor: '#123456' });
    expect(value).toEqual({ ...DEFAULT_THEME, tailsColor: '#123456' });
    expect(problems).toEqual(['Ignored malformed stored coin theme field(s): headsColor, soundEnabled.']);
  });

  it('uses the default theme for anything that is not an object', () => {
    for (const input of [null, [], 'theme', 7]) expect(parseStoredTheme(input).value).toEqual(DEFAULT_THEME);
  });

  it('never throws and always returns a complete theme', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue()), (input) => {
        const { value } = parseStoredTheme(input);
        expect(Object.keys(value).sort()).toEqual(Object.keys(DEFAULT_THEME).sort());
        expect(typeof value.soundEnabled).toBe('boolean');
      }),
    );
  });
});

describe('readPersistedCoin', () => {
  it('is null when nothing is stored', () => {
    expect(readPersistedCoin(null, null)).toBeNull();
  });

  it('reads the two keys in their stored shape: a bare list and a bare theme', () => {
    const parsed = readPersistedCoin(JSON.stringify([stored]), JSON.stringify({ ...DEFAULT_THEME, soundEnabled: false }));
    expect(parsed?.problems).toEqual([]);
    expect(parsed?.value.results).toHaveLength(1);
    expect(parsed?.value.theme.soundEnabled).toBe(false);
  });

  it('ignores text that is not JSON and keeps the other key', () => {
    const parsed = readPersistedCoin('{oops', JSON.stringify({ edgeColor: '#000000' }));
    expect(parsed?.value).toEqual({ results: [], theme: { ...DEFAULT_THEME, edgeColor: '#000000' } });
    expect(parsed?.problems).toEqual(['Stored coin flip results is not valid JSON; ignoring it.']);
  });

  it('never throws on any stored text', () => {
    const text = fc.option(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null')), { nil: null });
    fc.assert(
      fc.property(text, text, (results, theme) => {
        const parsed = readPersistedCoin(results, theme);
        if (results === null && theme === null) expect(parsed).toBeNull();
        else expect(parsed?.value.results.every(isFlipResult)).toBe(true);
      }),
    );
  });
});
