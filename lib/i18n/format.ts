/**
 * ICU MessageFormat, the part this site's texts use: `{name}` arguments, `{n, plural, …}` with
 * `=N` and the language's categories (`one`, `few`, `many`, `other`…) and `#` for the number, and
 * `{key, select, …}`. Numbers are written in the language's own format. Texts never need a literal
 * brace, so the ICU apostrophe quoting is not supported: an apostrophe is always a letter here.
 * Messages are short, so each is read as it is filled in, in one pass, with no parsed form kept.
 */

export type MessageValues = Record<string, string | number>;

interface Reading {
  message: string;
  at: number;
  values: MessageValues;
  tag: string;
}

/** `message` with its arguments filled in, for the language tagged `tag` (e.g. "pt-BR"). */
export function formatMessage(message: string, values: MessageValues = {}, tag = 'en'): string {
  return text({ message, at: 0, values, tag }, undefined, false);
}

/** The text from where reading is, to the end or, when `nested`, to the `}` closing a branch; `#` is `count` inside a plural. */
function text(reading: Reading, count: number | undefined, nested: boolean): string {
  const { message, tag } = reading;
  let out = '';
  while (reading.at < message.length) {
    const char = message[reading.at]!;
    if (char === '}' && nested) return out;
    reading.at += 1;
    if (char === '{') out += argument(reading, count);
    else out += char === '#' && count !== undefined ? formatNumber(count, tag) : char;
  }
  if (nested) consume(reading, '}');
  return out;
}

/** An argument, after its `{`: its value, or the branch of a plural or select its value picks (every branch is read). */
function argument(reading: Reading, count: number | undefined): string {
  const { message, values, tag } = reading;
  const head = /^\s*([\w.]+)\s*(?:,\s*(plural|select)\s*,)?/.exec(message.slice(reading.at));
  if (!head) throw new Error(`Bad message argument at ${reading.at}: ${message}`);
  reading.at += head[0].length;
  const [, name = '', kind] = head;
  const value = values[name];
  let out: string;
  if (!kind) {
    out = typeof value === 'number' ? formatNumber(value, tag) : (value ?? `{${name}}`);
  } else {
    const n = Number(value);
    const branches: Record<string, string> = {};
    for (let key = /^\s*(=?\w+)\s*\{/.exec(message.slice(reading.at)); key; key = /^\s*(=?\w+)\s*\{/.exec(message.slice(reading.at))) {
      reading.at += key[0].length;
      branches[key[1]!] = text(reading, kind === 'plural' ? n : count, true);
      consume(reading, '}');
    }
    out = (kind === 'plural' ? (branches[`=${n}`] ?? branches[pluralCategory(n, tag)]) : branches[String(value)]) ?? branches.other ?? '';
    reading.at += /^\s*/.exec(message.slice(reading.at))![0].length;
  }
  consume(reading, '}');
  return out;
}

function consume(reading: Reading, char: string): void {
  if (reading.message[reading.at] !== char) throw new Error(`Expected "${char}" at ${reading.at}: ${reading.message}`);
  reading.at += 1;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
/** The site's languages (base subtags), whose small whole numbers and plural rules are written here without Intl. */
const HAND_WRITTEN = new Set(['en', 'es', 'pt', 'fr', 'de', 'it']);

/**
 * A number in the language's format (tag as in "pt-BR"). The first Intl formatter a page builds costs
 * a phone tens of milliseconds at start-up (its locale data), and the wheel page counts and names its
 * entries as it loads, so the common cases are written by hand: whole numbers under 1,000 are their
 * digits in every language of the site (none groups them), and English whole numbers are grouped here.
 */
export function formatNumber(n: number, tag: string): string {
  if (Number.isInteger(n) && n >= 0 && n < 1000 && HAND_WRITTEN.has(tag.slice(0, 2))) return String(n);
  if (tag === 'en' && Number.isInteger(n)) return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  let format = numberFormats.get(tag);
  if (!format) numberFormats.set(tag, (format = new Intl.NumberFormat(tag)));
  return format.format(n);
}

/**
 * The plural category of a whole number, by the CLDR rules of the site's languages, so a count on a
 * page does not build an Intl.PluralRules (as costly at start-up as a number formatter): "one" is 1
 * (0 and 1 in French and Portuguese), "many" a whole number of millions in the Romance languages
 * ("1 millón de entradas"); other numbers and other languages ask Intl.
 */
function pluralCategory(n: number, tag: string): string {
  const base = tag.slice(0, 2);
  if (Number.isInteger(n) && n >= 0 && HAND_WRITTEN.has(base)) {
    if (n === 1 || (n === 0 && (base === 'fr' || base === 'pt'))) return 'one';
    if (n !== 0 && n % 1_000_000 === 0 && base !== 'en' && base !== 'de') return 'many';
    return 'other';
  }
  let rules = pluralRules.get(tag);
  if (!rules) pluralRules.set(tag, (rules = new Intl.PluralRules(tag)));
  return rules.select(n);
}

/**
 * A number given in tenths, written with its one decimal in the language's way: 20 is "2.0" in
 * English, "2,0" in German. The rounding to tenths is the caller's, in whole numbers. Under 1,000 the
 * site's languages write it as its digits, their decimal sign (a point in English, a comma in the
 * others) and the tenth, so it is written here, and a value on show at start-up (the coin's flip
 * duration) builds no Intl formatter; other numbers and other languages ask Intl.
 */
export function formatTenths(tenths: number, tag: string): string {
  const base = tag.slice(0, 2);
  if (Number.isInteger(tenths) && tenths >= 0 && tenths < 10_000 && HAND_WRITTEN.has(base)) {
    return `${Math.floor(tenths / 10)}${base === 'en' ? '.' : ','}${tenths % 10}`;
  }
  let format = tenthsFormats.get(tag);
  if (!format) tenthsFormats.set(tag, (format = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return format.format(tenths / 10);
}

const tenthsFormats = new Map<string, Intl.NumberFormat>();
