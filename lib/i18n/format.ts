/**
 * ICU MessageFormat, the part this site's texts use: `{name}` arguments, `{n, plural, …}` with
 * `=N` and the language's categories (`one`, `few`, `many`, `other`…) and `#` for the number, and
 * `{key, select, …}`. Numbers are written in the language's own format. Texts never need a literal
 * brace, so the ICU apostrophe quoting is not supported: an apostrophe is always a letter here.
 */

export type MessageValues = Record<string, string | number>;

type Part = string | { arg: string } | { arg: string; kind: 'plural' | 'select'; options: Record<string, Part[]> };

const parsed = new Map<string, Part[]>();

/** `message` with its arguments filled in, for the language tagged `tag` (e.g. "pt-BR"). */
export function formatMessage(message: string, values: MessageValues = {}, tag = 'en'): string {
  let parts = parsed.get(message);
  if (!parts) {
    parts = parse(message, { at: 0 }, false);
    parsed.set(message, parts);
  }
  return render(parts, values, tag, undefined);
}

function render(parts: Part[], values: MessageValues, tag: string, count: number | undefined): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += count === undefined ? part : part.replaceAll('#', formatNumber(count, tag));
      continue;
    }
    const value = values[part.arg];
    if (!('kind' in part)) {
      out += typeof value === 'number' ? formatNumber(value, tag) : (value ?? `{${part.arg}}`);
      continue;
    }
    if (part.kind === 'plural') {
      const n = Number(value);
      const branch = part.options[`=${n}`] ?? part.options[pluralCategory(n, tag)] ?? part.options.other ?? [];
      out += render(branch, values, tag, n);
    } else {
      out += render(part.options[String(value)] ?? part.options.other ?? [], values, tag, count);
    }
  }
  return out;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * A number in the language's format (tag as in "pt-BR"). English whole numbers are grouped by hand:
 * the first Intl formatter a page builds costs a phone tens of milliseconds at start-up, and the
 * English wheel page counts its entries as it loads.
 */
export function formatNumber(n: number, tag: string): string {
  if (tag === 'en' && Number.isInteger(n)) return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  let format = numberFormats.get(tag);
  if (!format) numberFormats.set(tag, (format = new Intl.NumberFormat(tag)));
  return format.format(n);
}

function pluralCategory(n: number, tag: string): string {
  if (tag === 'en' && Number.isInteger(n)) return n === 1 ? 'one' : 'other';
  let rules = pluralRules.get(tag);
  if (!rules) pluralRules.set(tag, (rules = new Intl.PluralRules(tag)));
  return rules.select(n);
}

/** Parts up to the end of the text, or up to the `}` closing an option when `nested`. */
function parse(text: string, cursor: { at: number }, nested: boolean): Part[] {
  const parts: Part[] = [];
  let literal = '';
  while (cursor.at < text.length) {
    const char = text[cursor.at]!;
    if (char === '}' && nested) break;
    if (char !== '{') {
      literal += char;
      cursor.at += 1;
      continue;
    }
    if (literal) parts.push(literal);
    literal = '';
    parts.push(parseArgument(text, cursor));
  }
  if (literal) parts.push(literal);
  return parts;
}

function parseArgument(text: string, cursor: { at: number }): Part {
  const close = /^\{\s*([\w.]+)\s*(?:,\s*(plural|select)\s*,)?/.exec(text.slice(cursor.at));
  if (!close) throw new Error(`Bad message argument at ${cursor.at}: ${text}`);
  cursor.at += close[0].length;
  const [, arg = '', kind] = close;
  if (!kind) {
    consume(text, cursor, '}');
    return { arg };
  }
  const options: Record<string, Part[]> = {};
  for (;;) {
    const key = /^\s*(=?\w+)\s*\{/.exec(text.slice(cursor.at));
    if (!key) break;
    cursor.at += key[0].length;
    options[key[1]!] = parse(text, cursor, true);
    consume(text, cursor, '}');
  }
  cursor.at += /^\s*/.exec(text.slice(cursor.at))![0].length;
  consume(text, cursor, '}');
  return { arg, kind: kind as 'plural' | 'select', options };
}

function consume(text: string, cursor: { at: number }, char: string): void {
  if (text[cursor.at] !== char) throw new Error(`Expected "${char}" at ${cursor.at}: ${text}`);
  cursor.at += 1;
}

/** The names of the arguments a message fills, nested ones too, sorted: for checking a translation against English. */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const collect = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string') continue;
      names.add(part.arg);
      if ('kind' in part) Object.values(part.options).forEach(collect);
    }
  };
  collect(parse(message, { at: 0 }, false));
  return [...names].sort();
}
