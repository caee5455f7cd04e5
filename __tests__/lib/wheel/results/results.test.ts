import fc from 'fast-check';
import { parseStoredResults, storedResults, type WheelResult } from '@/lib/wheel/results/results';
import { resultAge, resultsCsv, shareText, type CsvWords, type ShareWords } from '@/lib/wheel/results/results-export';

const NOW = new Date('2026-03-01T12:00:00.000Z');

function ago(seconds: number): Date {
  return new Date(NOW.getTime() - seconds * 1000);
}

/** The English words, as the Results tab hands them over. */
const SHARE_WORDS: ShareWords = { heading: 'Wheel spin results:', more: (count) => `...and ${count} more` };
const CSV_WORDS: CsvWords = {
  position: 'Position',
  winner: 'Winner',
  timestamp: 'Timestamp',
  draw: 'Draw',
  spin: (spin) => `Spin ${spin}`,
  spinWinner: (spin, { place, of }) => `Spin ${spin}: winner ${place} of ${of}`,
};

function result(text: string, timestamp = NOW, index = 0): WheelResult {
  return { id: `r${index}`, entry: { id: `e${index}`, text, color: '#FF6B6B' }, timestamp };
}

describe('resultAge', () => {
  it.each([
    [0, { unit: 'now' }],
    [59, { unit: 'now' }],
    [59.999, { unit: 'now' }],
    [60, { unit: 'minutes', count: 1 }],
    [119, { unit: 'minutes', count: 1 }],
    [5 * 60, { unit: 'minutes', count: 5 }],
    [59 * 60 + 59, { unit: 'minutes', count: 59 }],
    [60 * 60, { unit: 'hours', count: 1 }],
    [23 * 3600 + 3599, { unit: 'hours', count: 23 }],
    [24 * 3600, { unit: 'days', count: 1 }],
    [3 * 86_400 + 5, { unit: 'days', count: 3 }],
  ])('reads %s seconds as %o', (seconds, expected) => {
    expect(resultAge(ago(seconds), NOW)).toEqual(expected);
  });

  it('calls a timestamp slightly in the future "now" rather than a negative age', () => {
    expect(resultAge(ago(-30), NOW)).toEqual({ unit: 'now' });
  });
});

describe('shareText', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => result(`Winner ${i + 1}`, NOW, i));

  it('lists every result, numbered, when there are fewer than five', () => {
    expect(shareText(many(2), SHARE_WORDS)).toBe('Wheel spin results:\n1. Winner 1\n2. Winner 2');
  });

  it('lists exactly five results with no "more" line', () => {
    const text = shareText(many(5), SHARE_WORDS);
    expect(text.split('\n')).toHaveLength(6);
    expect(text).toContain('5. Winner 5');
    expect(text).not.toContain('more');
  });

  it('lists the first five and counts the rest as "...and N more"', () => {
    const lines = shareText(many(7), SHARE_WORDS).split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[5]).toBe('5. Winner 5');
    expect(lines[6]).toBe('...and 2 more');
  });
});

describe('resultsCsv', () => {
  it('starts with the Position, Winner, Timestamp header and numbers rows from 1', () => {
    const csv = resultsCsv([result('Pizza', new Date('2026-03-01T11:59:00.000Z'), 0), result('Tacos', ago(120), 1)], CSV_WORDS);
    expect(csv.split('\r\n')).toEqual([
      '"Position","Winner","Timestamp"',
      '1,"Pizza","2026-03-01T11:59:00.000Z"',
      '2,"Tacos","2026-03-01T11:58:00.000Z"',
      '',
    ]);
  });

  it('quotes every winner, doubling quotes and keeping commas and line breaks inside', () => {
    const csv = resultsCsv([result('Fish, chips'), result('The "best"', NOW, 1), result('two\nlines', NOW, 2)], CSV_WORDS);
    expect(csv).toContain('1,"Fish, chips",');
    expect(csv).toContain('2,"The ""best""",');
    expect(csv).toContain('3,"two\nlines",');
  });

  it('defuses a winner a spreadsheet would run as a formula', () => {
    expect(resultsCsv([result('=1+1')], CSV_WORDS)).toContain(`1,"'=1+1",`);
  });
});

describe('parseStoredResults', () => {
  it('never throws on any JSON value, and gives null or a list of valid results', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = parseStoredResults(value);
        if (parsed === null) return;
        for (const r of parsed) {
          expect(r.timestamp).toBeInstanceOf(Date);
          expect(Number.isNaN(r.timestamp.getTime())).toBe(false);
          expect(typeof r.entry.text).toBe('string');
        }
      }),
    );
  });

  it('gives null for anything that is not a list', () => {
    expect(parseStoredResults({ results: [] })).toBeNull();
    expect(parseStoredResults('[]')).toBeNull();
  });

  it('restores the dates that JSON wrote as ISO strings', () => {
    const original = [result('Pizza', new Date('2026-03-01T11:59:00.000Z'))];
    const parsed = parseStoredResults(JSON.parse(JSON.stringify(original)));
    expect(parsed).toEqual(original);
    expect(parsed?.[0]?.timestamp).toBeInstanceOf(Date);
  });

  it('round-trips any list of results through JSON, dates included', () => {
    const storedResult = fc.record({
      id: fc.string(),
      entry: fc.record({ id: fc.string(), text: fc.string(), color: fc.constantFrom('#FF6B6B', '#abcdef', '#000000') }),
      timestamp: fc.date({ min: new Date(0), max: new Date('2100-01-01T00:00:00.000Z'), noInvalidDate: true }),
    });
    fc.assert(
      fc.property(fc.array(storedResult), (results) => {
        expect(parseStoredResults(JSON.parse(JSON.stringify(results)))).toEqual(results);
      }),
    );
  });

  it('drops malformed items and keeps the good ones', () => {
    const good = { id: 'a', entry: { id: '1', text: 'Pizza', color: '#FF6B6B' }, timestamp: '2026-03-01T11:59:00.000Z' };
    const parsed = parseStoredResults([null, 3, { ...good, timestamp: 'yesterday' }, { ...good, entry: { text: 5 } }, good]);
    expect(parsed?.map((r) => r.entry.text)).toEqual(['Pizza']);
  });

  it('replaces an invalid colour with a neutral grey', () => {
    const parsed = parseStoredResults([{ id: 'a', entry: { id: '1', text: 'Pizza', color: 'red' }, timestamp: 0 }]);
    expect(parsed?.[0]?.entry.color).toBe('#CCCCCC');
  });

  it('keeps a checkable-draw mark and its verification path, and drops a malformed mark but not the result', () => {
    const commitment = 'ab'.repeat(32);
    const stored = (draw: unknown) => [{ id: 'a', entry: { id: '1', text: 'Ada', color: '#112233' }, timestamp: 0, draw }];
    expect(parseStoredResults(stored({ commitment, verifyPath: '/verify#r=xyz' }))?.[0]?.draw).toEqual({ commitment, verifyPath: '/verify#r=xyz' });
    // A link elsewhere is never offered as the verification.
    expect(parseStoredResults(stored({ commitment, verifyPath: 'https://example.com/verify#r=xyz' }))?.[0]?.draw).toEqual({ commitment });
    const malformed = parseStoredResults(stored({ commitment: 'not hex' }));
    expect(malformed?.[0]?.entry.text).toBe('Ada');
    expect(malformed?.[0]?.draw).toBeUndefined();
  });
});

describe('results of a spin that drew several winners', () => {
  const at = new Date('2026-11-23T10:00:00.000Z');
  const result = (text: string, round?: { id: string; place: number; of: number }) => ({
    id: text,
    entry: { id: text, text, color: '#4ECDC4' },
    timestamp: at,
    ...(round ? { round } : {}),
  });

  it('exports a Draw column that groups the winners of one spin, oldest spin first', () => {
    const results = [result('Tim'), result('Linus', { id: 'd', place: 2, of: 2 }), result('Ada', { id: 'd', place: 1, of: 2 }), result('Grace')];
    const csv = resultsCsv(results, CSV_WORDS);
    expect(csv.split('\r\n')).toEqual([
      '"Position","Winner","Timestamp","Draw"',
      `1,"Tim","${at.toISOString()}","Spin 3"`,
      `2,"Linus","${at.toISOString()}","Spin 2: winner 2 of 2"`,
      `3,"Ada","${at.toISOString()}","Spin 2: winner 1 of 2"`,
      `4,"Grace","${at.toISOString()}","Spin 1"`,
      '',
    ]);
  });

  it('keeps the three columns when every spin drew one winner', () => {
    expect(resultsCsv([result('Tim')], CSV_WORDS).split('\r\n')[0]).toBe('"Position","Winner","Timestamp"');
  });

  it('reads the draw back from storage, and drops a draw that makes no sense', () => {
    const stored = JSON.parse(JSON.stringify([result('Ada', { id: 'd', place: 1, of: 2 }), result('Tim', { id: 'd', place: 3, of: 2 })]));
    const parsed = parseStoredResults(stored);
    expect(parsed?.[0]?.round).toEqual({ id: 'd', place: 1, of: 2 });
    expect(parsed?.[1]?.round).toBeUndefined();
  });
});

describe('results with pictures in session storage', () => {
  const RED = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
  const BLUE = 'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';
  const at = new Date('2026-11-27T10:00:00.000Z');
  let made = 0;
  const won = (text: string, image?: string): WheelResult => ({
    id: `${text}-${(made += 1)}`,
    entry: { id: text, text, color: '#4ECDC4', ...(image ? { image } : {}) },
    timestamp: at,
  });
  const roundTrip = (results: readonly WheelResult[]) => parseStoredResults(JSON.parse(JSON.stringify(storedResults(results))));

  it('keeps a winner\'s picture through storage', () => {
    const results = [won('Red', RED), won('Plain'), won('Blue', BLUE)];
    expect(roundTrip(results)).toEqual(results);
  });

  it('writes each picture once however many results share it', () => {
    const results = Array.from({ length: 50 }, (_, i) => won(i % 2 ? 'Red' : 'Blue', i % 2 ? RED : BLUE));
    const json = JSON.stringify(storedResults(results));
    expect(json.split(RED).length - 1).toBe(1);
    expect(json.split(BLUE).length - 1).toBe(1);
    expect(roundTrip(results)).toEqual(results);
  });

  it('stores the list as a list, pictures on the newest result with each and the others pointing to it', () => {
    const stored = storedResults([won('Plain'), won('Red', RED), won('Red', RED)]) as { entry: Record<string, unknown> }[];
    expect(stored).toHaveLength(3);
    expect(stored[0]?.entry).toEqual({ id: 'Plain', text: 'Plain', color: '#4ECDC4' });
    expect(stored[1]?.entry.image).toBe(RED);
    expect(stored[2]?.entry).toEqual({ id: 'Red', text: 'Red', color: '#4ECDC4', imageAt: 1 });
  });

  it('drops a picture that is not one, keeping its result', () => {
    const stored = (entry: Record<string, unknown>) => [{ id: 'a', entry: { id: '1', text: 'Ada', color: '#112233', ...entry }, timestamp: 0 }];
    for (const bad of [{ image: 'javascript:alert(1)' }, { image: 'data:image/svg+xml;base64,PHN2Zz4=' }, { image: 'data:image/png;base64,' + 'A'.repeat(200_000) }, { imageAt: 0 }, { imageAt: 7 }, { imageAt: -1 }, { imageAt: '0' }]) {
      const parsed = parseStoredResults(stored(bad));
      expect(parsed?.[0]?.entry.text).toBe('Ada');
      expect(parsed?.[0]?.entry.image).toBeUndefined();
    }
  });

  it('round-trips any list of results with and without pictures', () => {
    const result = fc.record(
      {
        id: fc.string(),
        entry: fc.record(
          { id: fc.string(), text: fc.string(), color: fc.constantFrom('#FF6B6B', '#abcdef'), image: fc.constantFrom(RED, BLUE) },
          { requiredKeys: ['id', 'text', 'color'] },
        ),
        timestamp: fc.date({ min: new Date(0), max: new Date('2100-01-01T00:00:00.000Z'), noInvalidDate: true }),
      },
      { requiredKeys: ['id', 'entry', 'timestamp'] },
    );
    fc.assert(
      fc.property(fc.array(result, { maxLength: 40 }), (results) => {
        expect(roundTrip(results)).toEqual(results);
      }),
    );
  });

  it('never throws on stored results whose pictures point anywhere', () => {
    const entry = fc.record({ text: fc.string(), image: fc.oneof(fc.constant(RED), fc.jsonValue()), imageAt: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.jsonValue()) }, { requiredKeys: ['text'] });
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.record({ id: fc.string(), entry, timestamp: fc.constant(0) }), fc.jsonValue())), (value) => {
        for (const r of parseStoredResults(value) ?? []) expect(r.entry.image === undefined || r.entry.image === RED).toBe(true);
      }),
    );
  });
});
