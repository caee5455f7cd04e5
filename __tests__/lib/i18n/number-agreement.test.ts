import { formatMessage, type MessageValues } from '@/lib/i18n/format';
import { LANGUAGE_FACTS, LANGUAGES, type Lang } from '@/lib/i18n/languages';
import { getMessages, type Namespace } from '@/lib/i18n/messages';

/**
 * Every number a message shows governs its own words: whatever it is (0, 1, 2, 5, 21, a million), it
 * sits inside a plural (or select) keyed by that same number, so "1 drawn of 3 sealed" can never come
 * out as "1 obtenidos de 3 sellados". A number that stands alone, needing no word to agree with it
 * in that language, is listed below as invariant.
 */

const english = getMessages('en');
const namespaces = Object.keys(english) as Namespace[];
const textsOf = (lang: Lang, namespace: Namespace) => getMessages(lang)[namespace] as Record<string, string>;

/** The arguments that carry a number, by name, wherever they appear. */
const NUMERIC = new Set([
  'count', 'entries', 'winners', 'drawn', 'sealed', 'wanted', 'winnersCount', 'round', 'position', 'total', 'number',
  'max', 'maxEntries', 'later', 'lines', 'kept', 'hidden', 'visible', 'days', 'seconds', 'minutes', 'most', 'of', 'place',
  'spin', 'percent', 'px', 'length', 'maxChars', 'maxMb', 'maxTitle', 'size', 'last', 'claimedPosition', 'expectedPosition',
]);
/** On /verify a winner and an entry are named by their number ("Winner 2", "Entry 7"); elsewhere these are texts. */
const NUMERIC_IN_VERIFY = new Set(['winner', 'entry']);
/** /verify's description of the record format, where these names are the record's field names shown as code, not numbers. */
const FIELD_NAMES = new Set(['verify.recordFields', 'verify.announcementFields', 'verify.version1Text', 'verify.algorithmIntro', 'verify.winnersCutOff', 'verify.serverSeedText', 'verify.winnersIntro']);

/** Arguments the code fills with the same number as another (`count` for the plural, the other for the digits): they vary together. */
const SAME_NUMBER: Record<string, Record<string, string>> = {
  'draw.sealWinnersCount': { count: 'entries' },
  'draw.commitmentSealed': { count: 'wanted' },
  'draw.commitmentSealedBeacon': { count: 'wanted' },
  'draw.winnersDrawn': { count: 'wanted' },
  'draw.drawCancelled': { count: 'wanted' },
  'draw.drawFinished': { count: 'drawn' },
  'draw.drawFinishedBeacon': { count: 'drawn' },
  'draw.cancelText': { count: 'drawn' },
  'draw.pastFinished': { count: 'drawn' },
  'draw.pastCancelled': { count: 'drawn' },
  // {number} marks where the count of visible entries goes.
  'entries.visibleSummary': { number: 'visible' },
};

/** Arguments that hold the list of entries as text ("Tacos, Veggie chili, …") where elsewhere `entries` is their number. */
const LISTED_TEXT = new Set(['meta.shareTemplateAlt', 'blog.readyWheelAlt', 'blog.pictureWheelAlt']);

const ALL: readonly Lang[] = LANGUAGES;
const ALL_BUT_ITALIAN: readonly Lang[] = ['en', 'es', 'pt-br', 'fr', 'de'];
type Invariants = Record<string, Record<string, readonly Lang[]>>;
const every = (ids: string[], names: string[], langs: readonly Lang[] = ALL): Invariants =>
  Object.fromEntries(ids.map((id) => [id, Object.fromEntries(names.map((name) => [name, langs]))]));
/** The groups below put together, a message in several groups keeping the arguments of each. */
const merged = (...groups: Invariants[]): Invariants => {
  const all: Invariants = {};
  for (const group of groups) for (const [id, names] of Object.entries(group)) all[id] = { ...all[id], ...names };
  return all;
};

/**
 * Numbers that need no plural around them, as `namespace.key: { argument: languages }`; each group
 * says why the number is written the same whatever it is.
 */
const INVARIANT = merged(
  // A number that names something: a position, an entry, a winner, a spin, a flip, a drand round ("position 3 of 5", "Winner 2", "round 1234").
  every(['entries.pickedUp', 'entries.movedTo', 'entries.droppedAt'], ['position', 'total']),
  every(['entries.reorderCancelled', 'verify.matchAt', 'verify.winnerAt'], ['position']),
  every(['entries.pictureNameFallback', 'wheel.defaultEntryName', 'draw.sealEntryProblem', 'coin.flipNumber'], ['number']),
  every(['results.csvSpin'], ['spin']),
  every(['results.csvSpinWinner'], ['spin', 'place', 'of']),
  every(['results.winnerPlace'], ['place', 'of']),
  every(['verify.positionOutOfRange'], ['winner', 'position', 'last']),
  every(['verify.wrongWinner'], ['winner', 'claimedPosition', 'expectedPosition']),
  every(['verify.wrongText'], ['winner', 'position']),
  every(['verify.winnerNotObject', 'verify.winnerPosition', 'verify.wonAs', 'verify.matchWon', 'verify.matchWonBeforeCancelled'], ['winner']),
  every(['verify.entryLineBreak', 'verify.entryBreaksRules'], ['entry']),
  every(
    ['draw.drandRound', 'draw.roundFetching', 'draw.roundVerified', 'draw.roundUnreachable', 'verify.verdictVerifiedBeacon', 'verify.beaconNote',
      'verify.roundIsOut', 'verify.announcementV3Note', 'verify.checkNowIntro', 'verify.checkNowFetching', 'verify.checkNowDone',
      'verify.checkNowWinnersHeading', 'verify.checkNowNotYet', 'verify.roundAfterCommit', 'verify.roundTooSoon', 'verify.signatureVerifies',
      'verify.signatureForged', 'verify.signatureNotOut'],
    ['round'],
  ),
  // A unit's symbol or abbreviation, the same for one and many: "3 s", "3 px", "3 %", "3 MB", "3 kB", "3 min", "3h ago".
  every(['coin.durationValue'], ['seconds']),
  every(['coin.heightValue'], ['px']),
  every(['coin.headsCount', 'coin.tailsCount'], ['percent']),
  every(['entries.pictureFileTooLarge'], ['maxMb']),
  every(['share.imagesLeftOut'], ['size']),
  every(['blog.readingTime'], ['minutes']),
  every(['results.ageMinutes', 'results.ageHours', 'results.ageDays'], ['count']),
  // A number standing for itself after a colon, in brackets, or after "not", "up to", "for", "of": its noun is said elsewhere ("Heads: 3", "not 4", "after 2 winners of 3").
  every(['coin.headsCount', 'coin.tailsCount'], ['count']),
  every(['draw.sealWinnersCount'], ['winnersCount']),
  every(['draw.winnersInDrawHint', 'hosting.winnersPerSpinHint'], ['most']),
  every(['verify.winnersCountRange'], ['entries']),
  every(['verify.winnersCountDiffers'], ['winners']),
  every(['verify.winnersOverSealed', 'verify.verdictCancelled', 'verify.cancelledNote'], ['sealed']),
  every(['draw.winnersDrawn'], ['drawn']),
  every(['draw.winnersDrawn', 'draw.drawCancelled'], ['wanted'], ['it']),
  // "1 of 3 winners": the noun agrees with the total it follows; Italian puts the noun after the first number ("1 vincitore su 3") and has its own plural.
  every(['draw.drawCancelled'], ['drawn'], ALL_BUT_ITALIAN),
  every(['verify.verdictCancelled', 'verify.cancelledNote'], ['drawn'], ['de']),
  // "and 1 more": no noun follows in these languages (German and Italian inflect "weitere", "altri" and have their own plural).
  every(['results.sharedResultsMore', 'coin.moreFlips'], ['count'], ['en', 'es', 'pt-br', 'fr']),
  // Words that do not change with the number in that language: English and German participles and adjectives ("1 drawn of 1 sealed",
  // "(1 hidden)", "1 visible", "1 von 1 versiegelten gezogen").
  every(['verify.winnersDrawnOfSealed'], ['drawn', 'sealed'], ['en', 'de']),
  every(['entries.visibleSummary'], ['hidden', 'visible'], ['en', 'de']),
  // German "Gewinner" is the same word for one winner and for many.
  every(['verify.winnersOverSealed', 'verify.winnersOverEntries', 'verify.winnersOverEntriesCheck', 'verify.announcementRead',
    'verify.announcementReadTitled', 'verify.recordRead', 'verify.recordReadTitled', 'verify.cancelledRecordRead',
    'verify.cancelledRecordReadTitled', 'verify.listCaption', 'verify.listCaptionAnnounced'], ['winners'], ['de']),
  every(['draw.commitmentSealed'], ['wanted'], ['de']),
  every(['draw.pastFinished', 'draw.pastCancelled'], ['drawn'], ['de']),
  every(['verify.winnersCountDiffers'], ['sealed'], ['de']),
  // A limit the site sets, a constant of its code that is never 1 ("longer than 80 characters", "more than 10,000 entries"), and a
  // link's length, only ever shown when it is over such a limit.
  every(['entries.shortenedNotice', 'entries.picturesLeftOutNotice', 'entries.pictureTooManyPixels', 'entries.picturesLeftOut',
    'share.sharedTitleShortenedDescription', 'verify.publicSeedNotCanonical', 'verify.publicSeedAfter'], ['max']),
  every(['verify.tooLargeNote', 'verify.tooManyEntries', 'verify.tooLarge'], ['maxEntries']),
  every(['verify.linksLimits'], ['maxEntries', 'maxChars']),
  every(['verify.textsRules'], ['maxTitle']),
  every(['verify.qrCodeTooLong'], ['length', 'max']),
);

/** Where an argument is printed: the plurals and selects around it, and whether each picked a branch meant for its value. */
type Place = { name: string; under: { name: string; fits: boolean }[] };

/**
 * The message filled in the way formatMessage does, noting for each argument printed the plurals and
 * selects around it. A plural fits its value when it picks `=n` or the value's own category: "one"
 * falling back to `other` is a plural that shows "1" with the plural words. A whole number of
 * millions ("many" in the Romance languages) may take `other`, written in digits as it is.
 */
function trace(message: string, values: MessageValues, tag: string): { text: string; places: Place[] } {
  let at = 0;
  const read = (under: Place['under'], count: { name: string; n: number } | undefined, nested: boolean): { out: string; places: Place[] } => {
    let out = '';
    const places: Place[] = [];
    while (at < message.length) {
      const char = message[at]!;
      if (char === '}' && nested) return { out, places };
      at += 1;
      if (char === '{') {
        const filled = argument(under, count);
        out += filled.out;
        places.push(...filled.places);
      } else if (char === '#' && count) {
        places.push({ name: count.name, under });
        out += formatMessage('{n}', { n: count.n }, tag);
      } else out += char;
    }
    return { out, places };
  };
  const argument = (under: Place['under'], count: { name: string; n: number } | undefined): { out: string; places: Place[] } => {
    const head = /^\s*([\w.]+)\s*(?:,\s*(plural|select)\s*,)?/.exec(message.slice(at))!;
    at += head[0].length;
    const [, name = '', kind] = head;
    if (!kind) {
      at += 1;
      return { out: formatMessage(`{${name}}`, values, tag), places: [{ name, under }] };
    }
    const keys: string[] = [];
    const branches: { out: string; places: Place[] }[] = [];
    const n = Number(values[name]);
    const picked = () => formatMessage(`{x, ${kind}, ${keys.map((key) => `${key} {${key}}`).join(' ')}}`, { x: values[name]! }, tag);
    const category = formatMessage('{x, plural, one {one} other {other}}', { x: n }, tag);
    // Which branch is picked is known once all are read; each branch is read with the plural around it.
    const mark: Place['under'][number] = { name, fits: true };
    for (let key = /^\s*(=?\w+)\s*\{/.exec(message.slice(at)); key; key = /^\s*(=?\w+)\s*\{/.exec(message.slice(at))) {
      at += key[0].length;
      keys.push(key[1]!);
      branches.push(read([...under, mark], kind === 'plural' ? { name, n } : count, true));
      at += 1;
    }
    at += /^\s*/.exec(message.slice(at))![0].length + 1;
    const chosen = picked();
    // Brazilian Portuguese puts zero in the plural ("0 vencedores") though CLDR files it with one.
    mark.fits = kind === 'select' || chosen !== 'other' || category !== 'one' || (tag === 'pt-BR' && n === 0);
    return branches[keys.indexOf(chosen)] ?? { out: '', places: [] };
  };
  const { out, places } = read([], undefined, false);
  return { text: out, places };
}

function numericArguments(id: string, message: string): string[] {
  const names = new Set<string>();
  trace(message, new Proxy({}, { get: (_, name) => (typeof name === 'string' && names.add(name), 2) }), 'en');
  if (FIELD_NAMES.has(id)) return [];
  return [...names].filter((name) => !(name === 'entries' && LISTED_TEXT.has(id))).filter((name) => NUMERIC.has(name) || (id.startsWith('verify.') && NUMERIC_IN_VERIFY.has(name)));
}

const VALUES = [0, 1, 2, 5, 21, 1_000_000];

/** A singular definite article right before the number, "the 1 winner", "el 1 ganador": the singular is said without the digit. */
const ARTICLE_BEFORE_ONE: Record<Lang, RegExp> = {
  en: /(?<![\p{L}])the[\s\u00a0]1(?![\d,.])/iu,
  es: /(?<![\p{L}])(?:el|la)[\s\u00a0]1(?![\d,.])/iu,
  'pt-br': /(?<![\p{L}])[oa][\s\u00a0]1(?![\d,.])/iu,
  fr: /(?<![\p{L}])(?:le|la|l’|l')[\s\u00a0\u202f]?1(?![\d,.])/iu,
  de: /(?<![\p{L}])(?:der|die|das|dem|den|des)[\s\u00a0]1(?![\d,.])/iu,
  it: /(?<![\p{L}])(?:il|lo|la|l’|l')[\s\u00a0]?1(?![\d,.])/iu,
};

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The text with the number `n` (not a digit of a longer number) written as N. */
const withoutNumber = (text: string, n: number) => text.replace(new RegExp(`(?<![\\d.,])${n}(?![\\d])`, 'g'), 'N');

describe.each(LANGUAGES)('numbers in the %s messages', (lang) => {
  const tag = LANGUAGE_FACTS[lang].tag;

  it('each sit inside a plural of their own, whatever the number', () => {
    const loose: string[] = [];
    for (const namespace of namespaces) {
      for (const [key, message] of Object.entries(textsOf(lang, namespace))) {
        const id = `${namespace}.${key}`;
        const numbers = numericArguments(id, textsOf('en', namespace)[key]!);
        const same = SAME_NUMBER[id] ?? {};
        const fixed: MessageValues = {};
        for (const name of numbers) fixed[name] = 3;
        for (const name of numbers) {
          if (same[name]) continue;
          const together = [name, ...Object.keys(same).filter((alias) => same[alias] === name)];
          const allowed = INVARIANT[id]?.[name]?.includes(lang) ?? false;
          const shown = new Map<number, string>();
          for (const n of VALUES) {
            const values: MessageValues = { ...fixed, ...Object.fromEntries(together.map((each) => [each, n])) };
            const { text, places } = trace(message, values, tag);
            // The tracer reads messages as the formatter does (which may choose no-break spaces where the tracer keeps the message's own).
            expect(spaced(text)).toBe(spaced(formatMessage(message, values, tag)));
            const own = places.filter((each) => together.includes(each.name));
            if (own.length > 0) shown.set(n, text);
            if (allowed) continue;
            if (n === 1 && ARTICLE_BEFORE_ONE[lang].test(text)) loose.push(`${id} {${name}} at 1, after an article: ${text}`);
            for (const place of own) {
              if (!place.under.some((around) => together.includes(around.name) && around.fits)) loose.push(`${id} {${name}} at ${n}: ${text}`);
            }
          }
          // The words around the number change between 1 and 2: a plural whose branches say the same thing agrees with nothing.
          const one = shown.get(1);
          const two = shown.get(2);
          if (!allowed && one !== undefined && two !== undefined && withoutNumber(one, 1) === withoutNumber(two, 2)) loose.push(`${id} {${name}} at 1, the same words as at 2: ${one}`);
        }
      }
    }
    // One line per message and argument, with a text that shows it, at 1 when it shows there.
    const atOne = (line: string) => (/ at 1[,:]/.test(line) ? 1 : 0);
    const firsts = new Map([...loose].sort((a, b) => atOne(a) - atOne(b)).map((line) => [line.replace(/ at .*/, ''), line]));
    expect([...firsts.values()]).toEqual([]);
  });
});

describe('the numeric arguments this test varies', () => {
  it('include every argument an English message counts with a plural', () => {
    const counted = new Set<string>();
    for (const namespace of namespaces) {
      for (const message of Object.values(textsOf('en', namespace))) for (const [, name] of message.matchAll(/\{\s*(\w+)\s*,\s*plural\s*,/g)) counted.add(name!);
    }
    expect([...counted].filter((name) => !NUMERIC.has(name))).toEqual([]);
  });
});
