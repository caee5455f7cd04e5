import { DEFAULT_THEME, UNSET_LABELS, type FlipResult } from '@/lib/coin/coin';
import { addToHistory, createFlipResult, drawSide, sideInSentence } from '@/lib/coin/outcome';
import { seededSource, type RandomSource } from '@/lib/random';

// The chi-square critical value for 1 degree of freedom at p = 0.001.
const CHI_SQUARE_1DF_P001 = 10.828;

const defaultLabels = { heads: 'HEADS', tails: 'TAILS' };

describe('drawSide', () => {
  it('is fair: 100,000 seeded flips pass a chi-square test at p > 0.001', () => {
    const source = seededSource(20_251_121);
    const flips = 100_000;
    let heads = 0;
    for (let i = 0; i < flips; i += 1) if (drawSide(source) === 'heads') heads += 1;
    const expected = flips / 2;
    const chiSquare = ((heads - expected) ** 2 + (flips - heads - expected) ** 2) / expected;
    expect(chiSquare).toBeLessThan(CHI_SQUARE_1DF_P001);
  });

  it('maps the fair bit to a side: 1 is heads, 0 is tails', () => {
    const word = (value: number): RandomSource => (buffer) => buffer.fill(value);
    expect(drawSide(word(1))).toBe('heads');
    expect(drawSide(word(2))).toBe('tails');
  });

  it('draws from the crypto generator by default', () => {
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues');
    expect(['heads', 'tails']).toContain(drawSide());
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('createFlipResult', () => {
  it('records the side with the label and colour it has at landing, and the given time', () => {
    const now = new Date('2026-03-04T10:20:30.456Z');
    const result = createFlipResult({
      sideId: 'tails',
      labels: { heads: 'Yes', tails: 'No' },
      defaultLabels,
      theme: { ...DEFAULT_THEME, tailsColor: '#123456' },
      now,
    });
    expect(result).toEqual({ id: String(now.getTime()), side: { id: 'tails', label: 'No', color: '#123456' }, timestamp: now });
    expect(result.timestamp).not.toBe(now);
  });

  it('shows an unset label as the given default one', () => {
    const result = createFlipResult({ sideId: 'tails', labels: UNSET_LABELS, defaultLabels: { heads: 'CARA', tails: 'CRUZ' }, theme: DEFAULT_THEME, now: new Date(0) });
    expect(result.side.label).toBe('CRUZ');
  });

  it('shows a blank label as the default one', () => {
    const result = createFlipResult({ sideId: 'heads', labels: { ...UNSET_LABELS, heads: '   ' }, defaultLabels, theme: DEFAULT_THEME, now: new Date(0) });
    expect(result.side.label).toBe('HEADS');
  });
});

describe('addToHistory', () => {
  it('puts the newest result first without touching the old list', () => {
    const old: FlipResult[] = [createFlipResult({ sideId: 'heads', labels: UNSET_LABELS, defaultLabels, theme: DEFAULT_THEME, now: new Date(1) })];
    const newest = createFlipResult({ sideId: 'tails', labels: UNSET_LABELS, defaultLabels, theme: DEFAULT_THEME, now: new Date(2) });
    const next = addToHistory(old, newest);
    expect(next.map((r) => r.id)).toEqual(['2', '1']);
    expect(old).toHaveLength(1);
  });
});

describe('sideInSentence', () => {
  it('lower-cases the label where nouns take no capital', () => {
    expect(sideInSentence('HEADS', 'en', false)).toBe('heads');
    expect(sideInSentence('Pizza Night', 'en', false)).toBe('pizza night');
    expect(sideInSentence('CARA', 'es', false)).toBe('cara');
  });

  it('keeps a German noun its capital: a label in capitals gets only its first letter capital, any other stays as typed', () => {
    expect(sideInSentence('KOPF', 'de', true)).toBe('Kopf');
    expect(sideInSentence('ÖL', 'de', true)).toBe('Öl');
    expect(sideInSentence('Pizza-Abend', 'de', true)).toBe('Pizza-Abend');
    expect(sideInSentence('zahl', 'de', true)).toBe('zahl');
    expect(sideInSentence('', 'de', true)).toBe('');
  });
});
