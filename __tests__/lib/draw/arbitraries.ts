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
