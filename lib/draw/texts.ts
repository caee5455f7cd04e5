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

// The White_Space property, listed so every implementation uses the same set.
const WHITE_SPACE = /[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]/gu;

// Default_Ignorable_Code_Point, listed, and every code point of General Category C (Cc, Cf, Cs, Co, Cn).
const IGNORABLE_OR_OTHER =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]|\p{C}/gu;

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
