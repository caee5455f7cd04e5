/**
 * The text rules of spinfair-draw-v2. Every committed text (the title and each
 * entry) is NFC with no control, lone-surrogate or line/paragraph separator
 * code point, so the commitment's "\n"-joined text splits back into exactly
 * its parts and the same visible text always gives the same bytes. The public
 * seed is reduced to one canonical form, so invisible or spacing variants of
 * the audience's word cannot give a host other winners.
 */

/** Longest title, in code points. */
export const MAX_TITLE_CODE_POINTS = 120;
/** Longest canonical public seed, in code points; the field refuses more. */
export const MAX_PUBLIC_SEED_CODE_POINTS = 200;

// Cc (every control, line breaks and tabs included), Cs (lone surrogates with the u flag), Zl, Zp.
const FORBIDDEN_IN_TEXT = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u;

/** A code point or an inclusive range of them, as [first, last]. */
export type CodePoints = readonly [number, number];

/** The White_Space code points, listed so every implementation uses the same set: each is a space in the canonical public seed. */
export const WHITE_SPACE_CODE_POINTS: readonly CodePoints[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0x85, 0x85],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
];

/** The Default_Ignorable code points, listed: each is removed from the canonical public seed (as is all of General Category C). */
export const IGNORABLE_CODE_POINTS: readonly CodePoints[] = [
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x61c, 0x61c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfff8],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

/** The ranges as the body of a regular expression's character class, in \u{...} escapes. */
function characterClass(ranges: readonly CodePoints[]): string {
  const escape = (codePoint: number) => `\\u{${codePoint.toString(16)}}`;
  return ranges.map(([first, last]) => (first === last ? escape(first) : `${escape(first)}-${escape(last)}`)).join('');
}

const WHITE_SPACE = new RegExp(`[${characterClass(WHITE_SPACE_CODE_POINTS)}]`, 'gu');
const IGNORABLE_OR_OTHER = new RegExp(`[${characterClass(IGNORABLE_CODE_POINTS)}]|\\p{C}`, 'gu');

export function codePointCount(text: string): number {
  // UTF-16 units, a surrogate pair counted once.
  return text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}

/** A code point as Unicode writes it, the same in every language: U+200B. */
export function codePointName(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Why a title or entry cannot be committed, as data: whoever shows it words it. */
export type TextProblem =
  | { code: 'empty' }
  | { code: 'tooLong'; max: number }
  | { code: 'lineBreak' }
  | { code: 'lineSeparator' }
  | { code: 'paragraphSeparator' }
  | { code: 'tab' }
  | { code: 'loneSurrogate' }
  | { code: 'control'; codePoint: number }
  | { code: 'notNfc' };

/** Why a title or entry cannot be committed, or null when it can. */
function textProblem(text: string): TextProblem | null {
  const forbidden = FORBIDDEN_IN_TEXT.exec(text);
  if (forbidden) {
    const codePoint = forbidden[0].codePointAt(0) ?? 0;
    if (codePoint === 0x0a || codePoint === 0x0d) return { code: 'lineBreak' };
    // Not controls: U+2028 and U+2029 are the line and paragraph separators, each a line break in effect.
    if (codePoint === 0x2028) return { code: 'lineSeparator' };
    if (codePoint === 0x2029) return { code: 'paragraphSeparator' };
    if (codePoint === 0x09) return { code: 'tab' };
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) return { code: 'loneSurrogate' };
    return { code: 'control', codePoint };
  }
  if (text.normalize('NFC') !== text) return { code: 'notNfc' };
  return null;
}

/** Why an entry cannot be committed, or null: the text rules, and not empty or only spaces. */
export function entryProblem(text: string): TextProblem | null {
  if (text.replace(WHITE_SPACE, '') === '') return { code: 'empty' };
  return textProblem(text);
}

/** Why a title cannot be committed, or null. */
export function titleProblem(title: string): TextProblem | null {
  if (codePointCount(title) > MAX_TITLE_CODE_POINTS) return { code: 'tooLong', max: MAX_TITLE_CODE_POINTS };
  return textProblem(title);
}

function canonicalOnce(typed: string): string {
  return typed.normalize('NFKC').replace(WHITE_SPACE, ' ').replace(IGNORABLE_OR_OTHER, '').replace(/ +/g, ' ').replace(/^ | $/g, '');
}

/**
 * The canonical public seed: NFKC; every White_Space code point a space;
 * Default_Ignorable and General Category C code points removed; runs of
 * spaces made one, none at either end. Removing a code point can leave text
 * that NFKC would change again (an accent that a zero-width space kept apart),
 * so the steps are repeated until nothing changes: the result is always a
 * text those steps leave as it is, which is the check /verify makes.
 */
export function canonicalPublicSeed(typed: string): string {
  let current = typed;
  for (;;) {
    const next = canonicalOnce(current);
    if (next === current) return current;
    current = next;
  }
}

/** True when the text is its own canonical public seed and not too long. */
export function isCanonicalPublicSeed(text: string): boolean {
  return canonicalPublicSeed(text) === text && codePointCount(text) <= MAX_PUBLIC_SEED_CODE_POINTS;
}
