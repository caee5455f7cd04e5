import fc from 'fast-check';

/**
 * One code point of any kind a visitor can paste: anywhere in Unicode, plus
 * the characters that break naive code most often (tabs, every line break,
 * a right-to-left override, a joined emoji, lone surrogate halves, CSV and
 * spreadsheet specials).
 */
const anyCodePoint: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint)) },
  { weight: 1, arbitrary: fc.constantFrom('\t', '\n', '\r', '\r\n', '\u2028', '\u202e', '👩‍👩‍👧', '\ud800', '\udfff', '"', ',', ';', '=', '\0') },
);

/** Any JavaScript string, lone surrogates included. */
export const anyText = (constraints: Omit<fc.StringConstraints, 'unit'> = {}) => fc.string({ ...constraints, unit: anyCodePoint });

/** Any JSON value whose strings are any text. */
export const anyJson = () => fc.jsonValue({ stringUnit: anyCodePoint });
