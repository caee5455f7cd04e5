/**
 * French typography: a narrow no-break space (U+202F) before `: ; ! ?` and inside « », a no-break
 * space (U+00A0) before `%` and between a number and its unit, so that no sign is left to wrap onto
 * a line of its own. Applied to French texts only, once, where they are loaded (messages, MDX), never
 * per render.
 */

const NARROW = '\u202F';
const NO_BREAK = '\u00A0';

/**
 * What is left exactly as written: addresses (`https://…`, `mailto:…`, `www.…`), times (`10:00`),
 * code spans, HTML or JSX tags, and the head of an ICU argument (`{count, plural,`), whose branches
 * are French text and are set like the rest.
 */
const KEPT = /((?:[a-z][a-z\d+.-]*:\/\/|mailto:|www\.)[^\s<>"'`«»{}]+|\d{1,2}:\d{2}(?::\d{2})?|`[^`]*`|<[^<>]*>|\{\s*[\w.]+\s*,\s*(?:plural|select)\s*,|\{\s*[\w.]+\s*\})/giu;

/** Units written after a number ("5 Mo", "30 s", "2 km"), each ending at a non-letter. */
const UNIT = /[ \u202F](%|‰|€|\$|£|°C|°|px|ms|s|min|h|j|Ko|Mo|Go|To|ko|kB|MB|GB|o|mm|cm|km|m|kg|g)(?![\p{L}\p{N}])/u;
const NUMBER_AND_UNIT = new RegExp(String.raw`(\d|\})` + UNIT.source, 'gu');

function setText(text: string): string {
  return (
    text
      // A space already there becomes the right one…
      .replace(/[ \u00A0\u202F]+(?=[:;!?»])/g, NARROW)
      .replace(/«[ \u00A0\u202F]*/g, `«${NARROW}`)
      // …and one is added where a word is followed straight by ; ! ? or ».
      .replace(/([\p{L}\p{N}…)\]’'"])(?=[;!?]+(?:[\s»)\]}]|$))/gu, `$1${NARROW}`)
      .replace(/(?<=[^\s\u202F\u00A0«])»/gu, `${NARROW}»`)
      .replace(/[ \u202F]+(?=%)/g, NO_BREAK)
      .replace(NUMBER_AND_UNIT, `$1${NO_BREAK}$2`)
  );
}

/** `text` (French) with its spaces set by French typography; running it twice changes nothing more. */
export function frenchTypography(text: string): string {
  return text
    .split(KEPT)
    .map((part, index, parts) => {
      if (index % 2 === 1) return part;
      // A unit after a placeholder ("{size} Mo") starts the text that follows it.
      const afterNumber = /[\d}]$/.test(parts[index - 1] ?? '');
      return setText(afterNumber ? part.replace(new RegExp(`^${UNIT.source}`, 'u'), `${NO_BREAK}$1`) : part);
    })
    .join('');
}

/** A text of the language `lang` with its language's typography: French is set, every other language is left as it is. */
export function typographyFor(lang: string, text: string): string {
  return lang === 'fr' ? frenchTypography(text) : text;
}
