import fc from 'fast-check';
import { frenchTypography, typographyFor } from '@/lib/i18n/french-typography';
import { LANGUAGES } from '@/lib/i18n/languages';

const NARROW = '\u202F';
const NO_BREAK = '\u00A0';

/** Pieces French texts are made of: words, numbers, punctuation, spaces, and the things the typography must leave alone. */
const piece = fc.oneof(
  fc.constantFrom('mot', 'Quoi', 'entrée', '42', '5', ' ', ' ', ':', ';', '!', '?', '%', '«', '»', '…', '.', ',', '\n', NARROW, NO_BREAK, 'Mo', 's'),
  fc.constantFrom('https://example.fr/a?b=1&c=2!', '10:00', '23:59:59', '{count}', '{count, plural, one {# tirage} other {# tirages}}', '`a ? b : c`', '<a href="/x?y">', '</b>'),
);
const frenchLike = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''));

describe('frenchTypography', () => {
  it.each([
    ['Question : pourquoi ?', `Question${NARROW}: pourquoi${NARROW}?`],
    ['Gagné! Encore; vraiment?', `Gagné${NARROW}! Encore${NARROW}; vraiment${NARROW}?`],
    ['« texte »', `«${NARROW}texte${NARROW}»`],
    ['«texte»', `«${NARROW}texte${NARROW}»`],
    ['50 % des entrées', `50${NO_BREAK}% des entrées`],
    ['un fichier de 5 Mo, 30 s plus tard', `un fichier de 5${NO_BREAK}Mo, 30${NO_BREAK}s plus tard`],
    ['Quoi ?!', `Quoi${NARROW}?!`],
  ])('sets %j as French typography wants', (text, expected) => {
    expect(frenchTypography(text)).toBe(expected);
  });

  it('leaves addresses, times, code spans, tags and ICU syntax as written, and sets the text around them', () => {
    expect(frenchTypography('Voir https://example.fr/a?b=1 !')).toBe(`Voir https://example.fr/a?b=1${NARROW}!`);
    expect(frenchTypography('Tirage à 10:00 ; fin à 10:30:15')).toBe(`Tirage à 10:00${NARROW}; fin à 10:30:15`);
    expect(frenchTypography('Tapez `a ? b`')).toBe('Tapez `a ? b`');
    expect(frenchTypography('<a href="/x?y=1">lien</a> : ici')).toBe(`<a href="/x?y=1">lien</a>${NARROW}: ici`);
    expect(frenchTypography('{count, plural, one {# entrée !} other {# entrées !}}')).toBe(
      `{count, plural, one {# entrée${NARROW}!} other {# entrées${NARROW}!}}`,
    );
    expect(frenchTypography('{size} Mo')).toBe(`{size}${NO_BREAK}Mo`);
  });

  it('changes nothing more when run twice', () => {
    fc.assert(fc.property(frenchLike, (text) => frenchTypography(frenchTypography(text)) === frenchTypography(text)));
  });

  it('never touches an address, a time, a placeholder or a code span inside a French text', () => {
    const kept = fc.constantFrom('https://example.fr/a?b=1&c=2', '10:00', '{count}', '{count, plural,', '`x ? y : z`');
    fc.assert(
      fc.property(frenchLike, kept, frenchLike, (before, part, after) => frenchTypography(`${before} ${part} ${after}`).includes(part)),
    );
  });

  it('leaves no plain space before : ; ! ? or inside « »', () => {
    const words = fc.array(fc.constantFrom('mot', 'entrée', ' ', ':', ';', '!', '?', '«', '»', '.'), { maxLength: 30 });
    fc.assert(fc.property(words, (pieces) => !/ [:;!?»]|« /.test(frenchTypography(pieces.join('')))));
  });
});

describe('typographyFor', () => {
  it('never changes a text in a language other than French', () => {
    const others = LANGUAGES.filter((lang) => lang !== 'fr');
    fc.assert(fc.property(fc.constantFrom(...others), frenchLike, (lang, text) => typographyFor(lang, text) === text));
  });

  it('sets a French text', () => {
    expect(typographyFor('fr', 'Prêt ?')).toBe(`Prêt${NARROW}?`);
  });
});
