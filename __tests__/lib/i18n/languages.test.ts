import { pathIn, preferredLanguage, samePageIn, splitPath, withLowerCasePrefix } from '@/lib/i18n/languages';

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

describe('withLowerCasePrefix', () => {
  it('leads a language prefix typed in upper or mixed case to the lower-case one, keeping the rest', () => {
    expect(withLowerCasePrefix('/ES/')).toBe('/es');
    expect(withLowerCasePrefix('/pt-BR/')).toBe('/pt-br');
    expect(withLowerCasePrefix('/PT-BR')).toBe('/pt-br');
    expect(withLowerCasePrefix('/De/faq')).toBe('/de/faq');
    expect(withLowerCasePrefix('/FR/blog/Some-Post')).toBe('/fr/blog/Some-Post');
  });

  it('leaves lower-case prefixes, English (which has none) and other paths alone', () => {
    expect(withLowerCasePrefix('/es/nowhere')).toBeNull();
    expect(withLowerCasePrefix('/EN/faq')).toBeNull();
    expect(withLowerCasePrefix('/FAQ')).toBeNull();
    expect(withLowerCasePrefix('/')).toBeNull();
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
