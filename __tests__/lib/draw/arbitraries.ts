import fc from 'fast-check';

/**
 * Any Unicode scalar value (every plane, no lone surrogates). Built from
 * integers because fast-check's own full-Unicode unit takes seconds to set up.
 */
const codePoint = fc
  .integer({ min: 0, max: 0x10_ffff - 0x800 })
  .map((n) => String.fromCodePoint(n < 0xd800 ? n : n + 0x800));

export function unicodeText(maxLength = 24): fc.Arbitrary<string> {
  return fc.array(codePoint, { maxLength }).map((chars) => chars.join(''));
}

/** Entry text as a wheel holds it: any Unicode without line breaks. */
export const entryText = unicodeText().map((text) => text.replace(/[\r\n]/g, ' '));

/**
 * Code points the version 2 rules treat specially, so the property tests meet
 * them often rather than once in a million: every kind of White_Space, some
 * Default_Ignorable code points (zero-width, joiners, bidi marks, variation
 * selectors, Hangul fillers, tags), controls, combining marks, characters NFC
 * or NFKC change (ligatures, circled and full-width letters, Hangul jamo, the
 * 18-code-point U+FDFA), emoji parts, private use, unassigned and lone surrogates.
 */
const SPECIAL_CODE_POINTS = [
  ' ', '\t', '\n', '\u000B', '\u000C', '\r', '\u0085', '\u00A0', '\u1680', '\u2000', '\u2007', '\u200A', '\u2028', '\u2029', '\u202F', '\u205F', '\u3000',
  '\u00AD', '\u034F', '\u061C', '\u115F', '\u1160', '\u17B4', '\u17B5', '\u180B', '\u180E', '\u180F', '\u200B', '\u200C', '\u200D', '\u200E', '\u200F',
  '\u202A', '\u202E', '\u2060', '\u2064', '\u2066', '\u2069', '\u206F', '\u3164', '\uFE00', '\uFE0E', '\uFE0F', '\uFEFF', '\uFFA0', '\uFFF0', '\uFFF8',
  '\u{1BCA0}', '\u{1BCA3}', '\u{1D173}', '\u{1D17A}', '\u{E0001}', '\u{E0020}', '\u{E0100}', '\u{E0FFF}',
  '\u0000', '\u0007', '\u001B', '\u007F', '\u0080', '\u009F', '\u0600', '\u00BF',
  '\u0301', '\u0308', '\u0316', '\u0323', '\u0345', '\u20DD',
  'a', 'e', 'A', 'Z', '0', '-', '.', '\u00E9', '\u00C5', '\u212B', '\u2126', '\u017F', '\uFB01', '\uFB03', '\u2460', '\uFF21', '\u00B4', '\u00B5',
  '\u1100', '\u1161', '\u11A8', '\uAC00', '\u0958', '\u0F73', '\uFDFA', '\u3392',
  '\u{1F469}', '\u{1F3FD}', '\u{1F1EB}', '\u{E000}', '\u{F0000}', '\u0378', '\u{40000}', '\uD800', '\uDFFF',
];

const anyCodePoint = fc.oneof(codePoint, fc.constantFrom(...SPECIAL_CODE_POINTS));

/** Any text, lone surrogates included, with the code points above about half the time. */
export function trickyText(maxLength = 24, minLength = 0): fc.Arbitrary<string> {
  return fc.array(anyCodePoint, { minLength, maxLength }).map((chars) => chars.join(''));
}

// The characters the version 2 text rules forbid (Cc, Cs, Zl, Zp) and its White_Space list, written out here rather than imported.
const FORBIDDEN = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/gu;
const WHITE_SPACE = /[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]/gu;

/** A title a host may type: tricky text without the forbidden code points, not necessarily NFC (sealing makes it NFC). */
export const titleTextV2 = trickyText(24).map((text) => text.replace(FORBIDDEN, ''));

/** An entry a host may type: as the title, and not empty or only spaces. */
export const entryTextV2 = trickyText(12, 1)
  .map((text) => text.replace(FORBIDDEN, ''))
  .map((text) => (text.replace(WHITE_SPACE, '') === '' ? `${text}x` : text));
