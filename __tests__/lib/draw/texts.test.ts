/**
 * @jest-environment node
 */
import fc from 'fast-check';
import {
  canonicalPublicSeed,
  codePointCount,
  codePointName,
  IGNORABLE_CODE_POINTS,
  WHITE_SPACE_CODE_POINTS,
  entryProblem,
  isCanonicalPublicSeed,
  MAX_PUBLIC_SEED_CODE_POINTS,
  MAX_TITLE_CODE_POINTS,
  titleProblem,
} from '@/lib/draw/texts';
import { trickyText } from './arbitraries';

// The published lists, written out here so the tests do not reuse the module's own regular expressions.
const WHITE_SPACE = [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, ...range(0x2000, 0x200a), 0x2028, 0x2029, 0x202f, 0x205f, 0x3000];
const DEFAULT_IGNORABLE = [
  0xad, 0x34f, 0x61c, 0x115f, 0x1160, 0x17b4, 0x17b5, ...range(0x180b, 0x180f), ...range(0x200b, 0x200f), ...range(0x202a, 0x202e),
  ...range(0x2060, 0x206f), 0x3164, ...range(0xfe00, 0xfe0f), 0xfeff, 0xffa0, ...range(0xfff0, 0xfff8), ...range(0x1bca0, 0x1bca3),
  ...range(0x1d173, 0x1d17a), ...range(0xe0000, 0xe0fff),
];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function name(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

const SPACE_SET = new Set(WHITE_SPACE.map((cp) => String.fromCodePoint(cp)));
const IGNORABLE_SET = new Set(DEFAULT_IGNORABLE.map((cp) => String.fromCodePoint(cp)));

describe('canonicalPublicSeed', () => {
  it('reduces the second vector\'s typed seed "  Pa\\u200Bris \\u00A0 2026\\uFE0F " to "Paris 2026"', () => {
    expect(canonicalPublicSeed('  Pa\u200Bris \u00A0 2026\uFE0F ')).toBe('Paris 2026');
  });

  it('leaves a seed that is already canonical as it is', () => {
    for (const seed of ['', 'Paris', 'Paris 2026', 'lottery 7 14 21 28 35 42', '\u6771\u4eac', 'Zo\u00eb', '\u0633\u0644\u0627\u0645', '\u{1F389}']) {
      expect(canonicalPublicSeed(seed)).toBe(seed);
    }
  });

  it.each(WHITE_SPACE.map((cp) => [name(cp), cp]))('turns the White_Space code point %s into one space', (_, cp) => {
    expect(canonicalPublicSeed(`a${String.fromCodePoint(cp)}b`)).toBe('a b');
  });

  it(`removes every one of the ${DEFAULT_IGNORABLE.length} listed Default_Ignorable code points`, () => {
    const kept = DEFAULT_IGNORABLE.filter((cp) => canonicalPublicSeed(`a${String.fromCodePoint(cp)}b`) !== 'ab').map(name);
    expect(kept).toEqual([]);
  });

  it('removes code points of every General Category C: controls, format, private use, unassigned and lone surrogates', () => {
    for (const c of ['\u0000', '\u0007', '\u007F', '\u009F', '\u0600', '\u{110BD}', '\uE000', '\u{F0000}', '\u0378', '\u{50000}', '\uD800', '\uDFFF']) {
      expect(canonicalPublicSeed(`a${c}b`)).toBe('ab');
    }
  });

  it('applies NFKC: ligatures, circled, full-width and compatibility letters become their plain forms', () => {
    expect(canonicalPublicSeed('\uFB01nal')).toBe('final');
    expect(canonicalPublicSeed('\u2460\u2461')).toBe('12');
    expect(canonicalPublicSeed('\uFF30\uFF41\uFF52\uFF49\uFF53')).toBe('Paris');
    expect(canonicalPublicSeed('\u212B')).toBe('\u00C5');
    expect(canonicalPublicSeed('Cafe\u0301')).toBe('Caf\u00e9');
  });

  it('makes runs of spaces one and removes them at both ends', () => {
    expect(canonicalPublicSeed('  Paris \t\u3000 2026 \n')).toBe('Paris 2026');
    expect(canonicalPublicSeed(' \u00A0\u2003 ')).toBe('');
  });

  it('repeats its steps until nothing changes, so an accent a zero-width space kept apart is composed', () => {
    expect(canonicalPublicSeed('Cafe\u200B\u0301')).toBe('Caf\u00e9');
    expect(canonicalPublicSeed('\u1100\u200D\u1161')).toBe('\uAC00');
    // A space removed from between two spaces leaves a run, made one on the next round.
    expect(canonicalPublicSeed('a \u200B b')).toBe('a b');
  });

  it('removes the joiners inside an emoji sequence too', () => {
    expect(canonicalPublicSeed('\u{1F469}\u200D\u{1F469}\u200D\u{1F467}')).toBe('\u{1F469}\u{1F469}\u{1F467}');
  });

  it('gives a fixed point with single inner spaces and no White_Space, Default_Ignorable or category C code point, for any text', () => {
    fc.assert(
      fc.property(trickyText(40), (typed) => {
        const seed = canonicalPublicSeed(typed);
        expect(canonicalPublicSeed(seed)).toBe(seed);
        expect(seed.normalize('NFKC')).toBe(seed);
        expect(seed).not.toMatch(/^ | $| {2}/);
        for (const c of seed) {
          if (c !== ' ') expect(SPACE_SET.has(c)).toBe(false);
          expect(IGNORABLE_SET.has(c)).toBe(false);
          expect(c).not.toMatch(/\p{C}/u);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('gives the same seed for invisible and spacing variants of any seed', () => {
    // Invisible code points to insert anywhere (between code points, so never inside a surrogate pair).
    const invisible = fc.constantFrom('\u200B', '\u200C', '\u200D', '\uFEFF', '\u00AD', '\uFE0F', '\uFE0E', '\u{E0100}', '\u200E', '\u200F', '\u202A', '\u202E', '\u2066', '\u2069', '\u2060', '\u034F', '\u180E');
    const space = fc.constantFrom(' ', '\u00A0', '\u3000', '\t', '\u2003', '\u202F', '\u205F', '\u1680', '\u0085', '\u2028', '\n');
    const variant = fc.record({
      inserts: fc.array(fc.tuple(fc.nat(), invisible), { maxLength: 6 }),
      // What each of the seed's spaces becomes: a run of one to three White_Space code points.
      spaces: fc.array(fc.array(space, { minLength: 1, maxLength: 3 }).map((run) => run.join('')), { maxLength: 40 }),
      before: fc.array(space, { maxLength: 3 }).map((run) => run.join('')),
      after: fc.array(space, { maxLength: 3 }).map((run) => run.join('')),
    });
    fc.assert(
      fc.property(trickyText(30), variant, (seed, { inserts, spaces, before, after }) => {
        const chars = [...seed];
        let spaceIndex = 0;
        const spaced = chars.map((c) => (c === ' ' ? (spaces[spaceIndex++ % Math.max(spaces.length, 1)] ?? ' ') : c));
        for (const [at, mark] of inserts) spaced.splice(at % (spaced.length + 1), 0, mark);
        const typed = `${before}${spaced.join('')}${after}`;
        expect(canonicalPublicSeed(typed)).toBe(canonicalPublicSeed(seed));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isCanonicalPublicSeed', () => {
  it('is true for a canonical seed of 0 to 200 code points', () => {
    expect(isCanonicalPublicSeed('')).toBe(true);
    expect(isCanonicalPublicSeed('Paris 2026')).toBe(true);
    expect(isCanonicalPublicSeed('\u{1F389}'.repeat(MAX_PUBLIC_SEED_CODE_POINTS))).toBe(true);
  });

  it('is false for more than 200 code points, even when canonical otherwise', () => {
    expect(isCanonicalPublicSeed('x'.repeat(MAX_PUBLIC_SEED_CODE_POINTS + 1))).toBe(false);
  });

  it('is false for anything canonicalPublicSeed would change', () => {
    for (const seed of [' Paris', 'Paris ', 'Paris  2026', 'Paris\u00A02026', 'Pa\u200Bris', '\uFB01nal', 'Cafe\u0301', 'a\tb', 'a\u0007']) {
      expect(isCanonicalPublicSeed(seed)).toBe(false);
    }
  });
});

describe('entryProblem', () => {
  it('accepts NFC text of any script, with emoji sequences and format characters', () => {
    for (const entry of ['Ana', 'C\u00e9line', 'Ticket 1', '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}', '\u0633\u0644\u0627\u0645', ' padded ', '\u200Bx', 'a\u00A0b']) {
      expect(entryProblem(entry)).toBeNull();
    }
  });

  it('refuses an entry that is empty or only White_Space', () => {
    for (const entry of ['', ' ', '   ', '\u00A0', '\u3000 \u2003', '\t']) expect(entryProblem(entry)).toEqual({ code: 'empty' });
  });

  it('refuses line breaks, tabs, controls, separators and lone surrogates, naming which', () => {
    expect(entryProblem('a\nb')).toEqual({ code: 'lineBreak' });
    expect(entryProblem('a\r\nb')).toEqual({ code: 'lineBreak' });
    expect(entryProblem('a\tb')).toEqual({ code: 'tab' });
    expect(entryProblem('a\u0007')).toEqual({ code: 'control', codePoint: 0x07 });
    expect(entryProblem('a\u0085b')).toEqual({ code: 'control', codePoint: 0x85 });
    // The separators are not controls: each is named as the line break it makes.
    expect(entryProblem('a\u2028b')).toEqual({ code: 'lineSeparator' });
    expect(entryProblem('a\u2029b')).toEqual({ code: 'paragraphSeparator' });
    expect(entryProblem('a\uD800b')).toEqual({ code: 'loneSurrogate' });
  });

  it('refuses text that is not NFC', () => {
    expect(entryProblem('Ce\u0301line')).toEqual({ code: 'notNfc' });
    expect(entryProblem('\u212B')).toEqual({ code: 'notNfc' });
  });
});

describe('titleProblem', () => {
  it('accepts an empty title and one of exactly 120 code points (emoji count as one each)', () => {
    expect(titleProblem('')).toBeNull();
    const longest = '\u{1F3C6}'.repeat(MAX_TITLE_CODE_POINTS);
    expect(codePointCount(longest)).toBe(120);
    expect(titleProblem(longest)).toBeNull();
  });

  it('refuses a title over 120 code points', () => {
    expect(titleProblem('x'.repeat(MAX_TITLE_CODE_POINTS + 1))).toEqual({ code: 'tooLong', max: 120 });
  });

  it('follows the same text rules as the entries, but may be blank', () => {
    expect(titleProblem('   ')).toBeNull();
    expect(titleProblem('Prize\ndraw')).toEqual({ code: 'lineBreak' });
    expect(titleProblem('Cafe\u0301')).toEqual({ code: 'notNfc' });
  });
});

describe('codePointName', () => {
  it('writes a code point as Unicode does, with at least four hexadecimal digits', () => {
    expect(codePointName(0x07)).toBe('U+0007');
    expect(codePointName(0x200b)).toBe('U+200B');
    expect(codePointName(0x1f3c6)).toBe('U+1F3C6');
  });
});

describe('the code point tables the explainer shows', () => {
  const expand = (ranges: readonly (readonly [number, number])[]) => ranges.flatMap(([first, last]) => range(first, last));

  it('list exactly the published White_Space code points, which the canonical public seed makes spaces', () => {
    expect(expand(WHITE_SPACE_CODE_POINTS)).toEqual(WHITE_SPACE);
    for (const space of WHITE_SPACE) expect([space, canonicalPublicSeed(`a${String.fromCodePoint(space)}b`)]).toEqual([space, 'a b']);
  });

  it('list exactly the published Default_Ignorable code points, which the canonical public seed removes', () => {
    expect(expand(IGNORABLE_CODE_POINTS)).toEqual(DEFAULT_IGNORABLE);
    for (const ignorable of DEFAULT_IGNORABLE) expect([ignorable, canonicalPublicSeed(`a${String.fromCodePoint(ignorable)}b`)]).toEqual([ignorable, 'ab']);
  });
});
