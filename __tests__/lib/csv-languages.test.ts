/** @jest-environment node */
import fc from 'fast-check';
import { flipResultsCsv } from '@/lib/coin/csv';
import { DEFAULT_THEME } from '@/lib/coin/coin';
import { createFlipResult } from '@/lib/coin/outcome';
import { csvCell, csvSeparator, csvTime, neutralizeFormula, toCsv } from '@/lib/csv';
import { detectDelimiter, readCsv } from '@/lib/csv-read';
import { formatMessage } from '@/lib/i18n/format';
import { LANGUAGE_FACTS, LANGUAGES, type Lang } from '@/lib/i18n/languages';
import { getMessages } from '@/lib/i18n/messages';
import { cleanEntryText } from '@/lib/wheel/entries/entry-lines';
import { parseImport } from '@/lib/wheel/entries/import-file';
import { resultsCsv, type CsvWords } from '@/lib/wheel/results/results-export';
import type { WheelResult } from '@/lib/wheel/results/results';

/** The wheel's CSV words in a language, as the Results tab hands them over. */
function wordsIn(lang: Lang): CsvWords {
  const m = getMessages(lang).results;
  const tag = LANGUAGE_FACTS[lang].tag;
  return {
    position: m.csvPosition,
    winner: m.csvWinner,
    timestamp: m.csvTimestamp,
    draw: m.csvDraw,
    spin: (spin) => formatMessage(m.csvSpin, { spin: String(spin) }, tag),
    spinWinner: (spin, { place, of }) => formatMessage(m.csvSpinWinner, { spin: String(spin), place: String(place), of: String(of) }, tag),
  };
}

const ZONES = ['UTC', 'Europe/Berlin', 'America/Sao_Paulo', 'Asia/Kolkata', 'Pacific/Chatham'];
const moment = fc.date({ min: new Date('2000-01-01T00:00:00.000Z'), max: new Date('2099-12-31T23:59:59.999Z'), noInvalidDate: true });
/** Entry texts, with the characters a delimiter guess could trip on over-represented. */
const entryText = fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ unit: fc.constantFrom(',', ';', '\t', '"', 'a', 'ü', ' ', '1', '='), minLength: 1, maxLength: 12 }));

function resultsOf(texts: readonly string[], at: Date, groupLast: boolean): WheelResult[] {
  return texts.map((text, i) => ({
    id: `r${i}`,
    entry: { id: `e${i}`, text, color: '#FF0000' },
    timestamp: new Date(at.getTime() - i * 60_000),
    ...(groupLast && i === texts.length - 1 ? { round: { id: 'draw', place: 1, of: 1 } } : {}),
  }));
}

describe('the separator of each language', () => {
  it("is ',' in English and ';' in the languages whose spreadsheets write decimals with a comma", () => {
    expect(LANGUAGES.map((lang) => [lang, csvSeparator(lang)])).toEqual([
      ['en', ','],
      ['es', ';'],
      ['pt-br', ';'],
      ['fr', ';'],
      ['de', ';'],
      ['it', ';'],
    ]);
  });

  it("writes a decimal with a comma in a ';' file, so that file's spreadsheets read it as a number", () => {
    expect(csvCell(1.5, ';')).toBe('1,5');
    expect(csvCell(1.5, ',')).toBe('1.5');
    expect(toCsv(['A', 'B'], [[2.25, 'x']], ';')).toBe('"A";"B"\r\n2,25;"x"\r\n');
  });
});

describe('csvTime', () => {
  it('keeps the exact ISO UTC time in English files', () => {
    expect(csvTime(new Date('2026-11-23T10:00:00.000Z'), { lang: 'en', timeZone: 'Europe/Berlin' })).toBe('2026-11-23T10:00:00.000Z');
  });

  it("writes the visitor's own clock as 'YYYY-MM-DD HH:MM:SS' in the other languages, midnight as 00", () => {
    expect(csvTime(new Date('2026-11-23T10:00:05.000Z'), { lang: 'de', timeZone: 'Europe/Berlin' })).toBe('2026-11-23 11:00:05');
    expect(csvTime(new Date('2026-11-23T23:30:00.000Z'), { lang: 'es', timeZone: 'Europe/Madrid' })).toBe('2026-11-24 00:30:00');
    expect(csvTime(new Date('2026-11-23T02:00:00.000Z'), { lang: 'pt-br', timeZone: 'America/Sao_Paulo' })).toBe('2026-11-22 23:00:00');
  });

  it('names the same instant, read back in its time zone, to the second', () => {
    fc.assert(
      fc.property(moment, fc.constantFrom(...ZONES), (at, timeZone) => {
        const written = csvTime(at, { lang: 'fr', timeZone });
        expect(written).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        const clock = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
        expect(written).toBe(clock.format(at).replace(', ', ' '));
      }),
    );
  });
});

describe('a results CSV exported in each language', () => {
  it.each(LANGUAGES)('%s: imports back into the wheel as the same winners, in order', (lang) => {
    fc.assert(
      fc.property(fc.array(entryText, { minLength: 1, maxLength: 12 }), moment, fc.constantFrom(...ZONES), fc.boolean(), (texts, at, timeZone, grouped) => {
        const csv = resultsCsv(resultsOf(texts, at, grouped), wordsIn(lang), { lang, timeZone });
        expect(detectDelimiter(csv)).toBe(csvSeparator(lang));
        const imported = parseImport(`\uFEFF${csv}`, 'csv');
        expect(imported.header).toBe(getMessages(lang).results.csvWinner);
        expect(imported.entries).toEqual(texts.map((text) => cleanEntryText(neutralizeFormula(text))).filter(Boolean));
      }),
    );
  });

  it('has the header and cells of the language: German, split on semicolons', () => {
    const csv = resultsCsv(resultsOf(['Ada; Grace', 'Jörg "JJ"'], new Date('2026-11-23T10:00:00.000Z'), false), wordsIn('de'), { lang: 'de', timeZone: 'Europe/Berlin' });
    expect(csv.split('\r\n')).toEqual(['"Position";"Gewinner";"Zeitpunkt"', '1;"Ada; Grace";"2026-11-23 11:00:00"', '2;"Jörg ""JJ""";"2026-11-23 10:59:00"', '']);
  });

  it('stays as it was in English: commas, English header, ISO times', () => {
    const csv = resultsCsv(resultsOf(['Ada'], new Date('2026-11-23T10:00:00.000Z'), false), wordsIn('en'), { lang: 'en', timeZone: 'Europe/Berlin' });
    expect(csv).toBe('"Position","Winner","Timestamp"\r\n1,"Ada","2026-11-23T10:00:00.000Z"\r\n');
  });
});

describe('a coin CSV exported in each language', () => {
  const defaultLabels = { heads: 'HEADS', tails: 'TAILS' };

  it.each(LANGUAGES)('%s: reads back as the same flips, each row its time and side', (lang) => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('heads', 'tails') as fc.Arbitrary<'heads' | 'tails'>, moment), { minLength: 1, maxLength: 8 }), entryText, fc.constantFrom(...ZONES), (flips, label, timeZone) => {
        const labels = { heads: label, tails: 'B' };
        const results = flips.map(([sideId, now]) => createFlipResult({ sideId, labels, defaultLabels, theme: DEFAULT_THEME, now }));
        const m = getMessages(lang).coin;
        const csv = flipResultsCsv(results, { timestamp: m.csvTimestampColumn, result: m.csvResultColumn }, { lang, timeZone });
        const rows = readCsv(csv, detectDelimiter(csv));
        expect(rows).toEqual([
          [m.csvTimestampColumn, m.csvResultColumn],
          ...results.map((r) => [csvTime(r.timestamp, { lang, timeZone }), neutralizeFormula(r.side.label)]),
        ]);
      }),
    );
  });
});

describe('CSV file names', () => {
  it('are in the language, English as it was', () => {
    expect(LANGUAGES.map((lang) => getMessages(lang).results.csvFileName)).toEqual([
      'wheel_results.csv',
      'resultados_ruleta.csv',
      'resultados_roleta.csv',
      'résultats_roue.csv',
      'glücksrad_ergebnisse.csv',
      'risultati_ruota.csv',
    ]);
    expect(formatMessage(getMessages('en').coin.csvFileName, { day: '2026-11-23' })).toBe('coin-flip-results-2026-11-23.csv');
    expect(formatMessage(getMessages('de').coin.csvFileName, { day: '2026-11-23' })).toBe('münzwurf-ergebnisse-2026-11-23.csv');
  });
});
