import { getAllPosts } from '@/lib/blog/load-posts';
import { LANGUAGES } from '@/lib/i18n/languages';
import {
  allShareCards,
  entryPreview,
  pageShareCard,
  postShareCard,
  postShareImage,
  SHARE_TEXT_CHARACTERS,
  shareImageOf,
  shareImagePath,
  templateShareCard,
} from '@/lib/share-images';
import { getTemplates } from '@/lib/templates';

const templates = getTemplates('en');

const lunch = templates.find((t) => t.id === 'lunch-options')!;

describe('shareImagePath', () => {
  it('puts every page picture under /og/ as a .png named after the page, the home page as home.png', () => {
    expect(shareImagePath('/')).toBe('/og/home.png');
    expect(shareImagePath('/coin-flip')).toBe('/og/coin-flip.png');
    expect(shareImagePath('/blog/meal-planning-spinner')).toBe('/og/blog/meal-planning-spinner.png');
    expect(shareImagePath('/templates/lunch-options')).toBe('/og/templates/lunch-options.png');
  });
});

describe('entryPreview', () => {
  it('joins entries that fit in one line', () => {
    expect(entryPreview(['Yes', 'No', 'Maybe'])).toBe('Yes · No · Maybe');
  });

  it('stops before the entry that would run past the limit and marks that more follow', () => {
    expect(entryPreview(['Tacos', 'Ramen', 'Caesar salad'], 14)).toBe('Tacos · Ramen · …');
  });

  it('keeps a first entry longer than the limit whole rather than showing nothing', () => {
    expect(entryPreview(['A very long first entry', 'B'], 5)).toBe('A very long first entry · …');
  });
});

describe('templateShareCard', () => {
  it('pictures the template wheel with one slice per entry and names every entry in its alt text', () => {
    const card = templateShareCard(lunch);
    expect(card).toMatchObject({ pagePath: '/templates/lunch-options', imagePath: '/og/templates/lunch-options.png', title: 'Lunch Picker' });
    expect(card.art).toEqual({ kind: 'wheel', sliceCount: lunch.entries.length });
    for (const entry of lunch.entries) expect(card.alt).toContain(entry.text);
    expect(card.detail).toMatch(/^Tacos · Ramen/);
  });
});

describe('postShareCard', () => {
  it("pictures the post's first ready wheel with as many slices as it has entries", () => {
    const body = 'Intro.\n\n<ReadyWheel title="Dinners">\n\n- Soup\n- Curry\n- Pasta\n- Salad\n- Stew\n\n</ReadyWheel>\n';
    expect(postShareCard({ lang: 'en', slug: 'dinners', title: 'Dinners', body }).art).toEqual({ kind: 'wheel', sliceCount: 5 });
  });

  it('pictures the eight-colour wheel when the post has no ready wheel', () => {
    expect(postShareCard({ lang: 'en', slug: 'plain', title: 'Plain', body: 'Just text.' }).art).toEqual({ kind: 'wheel', sliceCount: 8 });
  });

  it('points to the same picture as the metadata built from the slug and title alone', () => {
    const card = postShareCard({ lang: 'en', slug: 'plain', title: 'Plain', body: '' });
    expect(shareImageOf(card)).toEqual(postShareImage({ lang: 'en', slug: 'plain', title: 'Plain' }));
    expect(postShareImage({ lang: 'en', slug: 'plain', title: 'Plain' })).toMatchObject({ width: 1200, height: 630 });
  });
});

describe('pageShareCard', () => {
  it('shows a coin for the coin flip and a wheel for the wheel pages', () => {
    expect(pageShareCard('/coin-flip', 'en').art).toEqual({ kind: 'coin' });
    expect(pageShareCard('/', 'en').art.kind).toBe('wheel');
    expect(pageShareCard('/templates', 'en').art.kind).toBe('wheel');
  });

  it('writes a page\'s card in the language of the page, at that language\'s address', () => {
    const card = pageShareCard('/coin-flip', 'fr');
    expect(card).toMatchObject({ pagePath: '/fr/coin-flip', imagePath: '/og/fr/coin-flip.png' });
    expect(card.title).not.toBe(pageShareCard('/coin-flip', 'en').title);
  });

  it('refuses a page that has no card, so a typo cannot ship a missing picture', () => {
    expect(() => pageShareCard('/nowhere', 'en')).toThrow('/nowhere');
  });
});

describe('allShareCards over the site content', () => {
  const posts = LANGUAGES.flatMap((lang) => getAllPosts(lang));
  const allTemplates = LANGUAGES.flatMap((lang) => getTemplates(lang));
  const cards = allShareCards(posts, allTemplates);

  it('draws one picture for the three main pages, every template and every post, in every language, each at its own address', () => {
    expect(cards).toHaveLength(3 * LANGUAGES.length + allTemplates.length + posts.length);
    expect(cards.map((card) => card.imagePath)).toEqual(expect.arrayContaining(['/og/home.png', '/og/es.png', '/og/de/coin-flip.png', '/og/it/templates/lunch-options.png']));
    expect(new Set(cards.map((card) => card.imagePath)).size).toBe(cards.length);
  });

  it('uses only characters the bundled font draws, so the build never reaches for a font or emoji online', () => {
    const offending = cards.flatMap((card) =>
      [card.kicker, card.title, card.detail ?? ''].filter((text) => !SHARE_TEXT_CHARACTERS.test(text)).map((text) => `${card.imagePath}: ${text}`),
    );
    expect(offending).toEqual([]);
  });

  it('catches a character outside the font, such as an emoji', () => {
    expect(SHARE_TEXT_CHARACTERS.test('Party time 🎉')).toBe(false);
    expect(SHARE_TEXT_CHARACTERS.test('Today’s “pick” — café…')).toBe(true);
  });
});
