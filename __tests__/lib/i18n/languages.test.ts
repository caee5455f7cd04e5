import { pathIn, preferredLanguage, samePageIn, splitPath } from '@/lib/i18n/languages';

describe('language paths', () => {
  it('puts a page under its language prefix, English at the root', () => {
    expect(pathIn('en', '/faq')).toBe('/faq');
    expect(pathIn('es', '/faq')).toBe('/es/faq');
    expect(pathIn('pt-br', '/')).toBe('/pt-br');
  });

  it('reads the language and the page back from a path', () => {
    expect(splitPath('/de/templates/lunch-options')).toEqual({ lang: 'de', path: '/templates/lunch-options' });
    expect(splitPath('/it')).toEqual({ lang: 'it', path: '/' });
    expect(splitPath('/about')).toEqual({ lang: 'en', path: '/about' });
    expect(splitPath('/en/about')).toEqual({ lang: 'en', path: '/en/about' });
  });

  it("leads to the same page in another language, and from a post to that language's blog", () => {
    expect(samePageIn('fr', '/es/verify')).toBe('/fr/verify');
    expect(samePageIn('en', '/de')).toBe('/');
    expect(samePageIn('de', '/blog/meal-planning-spinner')).toBe('/de/blog');
    expect(samePageIn('es', '/templates/party-games')).toBe('/es/templates/party-games');
  });

  it('leads home from a 404 page, which is built at /_not-found and /{lang}/404', () => {
    expect(samePageIn('de', '/_not-found')).toBe('/de');
    expect(samePageIn('en', '/es/404')).toBe('/');
  });
});

describe('preferredLanguage', () => {
  it("takes the browser's first language the site speaks", () => {
    expect(preferredLanguage(['nl-NL', 'de-AT', 'en'])).toBe('de');
    expect(preferredLanguage(['pt-PT'])).toBe('pt-br');
    expect(preferredLanguage(['pt-BR'])).toBe('pt-br');
    expect(preferredLanguage(['ja', 'zh'])).toBeUndefined();
  });
});
