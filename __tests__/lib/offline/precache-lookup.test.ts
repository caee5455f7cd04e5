import { languageOfFile, notFoundPageIn, precacheKeyForPage } from '@/lib/offline/precache-lookup';

const key = (address: string) => precacheKeyForPage(new URL(address, 'https://spinfair.app'));

describe('precacheKeyForPage', () => {
  it('finds a page under its clean address', () => {
    expect(key('/about')).toBe('/about');
    expect(key('/blog/meal-planning-spinner')).toBe('/blog/meal-planning-spinner');
  });

  it('finds the home page for the root, with or without index.html', () => {
    expect(key('/')).toBe('/');
    expect(key('/index.html')).toBe('/');
    expect(key('/index')).toBe('/');
  });

  it('treats the file name and a trailing slash as the same page', () => {
    expect(key('/about.html')).toBe('/about');
    expect(key('/about/')).toBe('/about');
    expect(key('/blog/index.html')).toBe('/blog');
  });

  it('ignores the query and the fragment, so a template link opens the wheel offline', () => {
    expect(key('/?template_entries=%5B%22Tea%22%5D')).toBe('/');
    expect(key('/faq?utm_source=x#privacy')).toBe('/faq');
  });

  it('keeps "index" when it is only part of a name', () => {
    expect(key('/blog/reindex')).toBe('/blog/reindex');
  });

  it('names the 404 page as the build precaches it', () => {
    expect(notFoundPageIn('en')).toBe('/404');
    expect(notFoundPageIn('fr')).toBe('/fr/404');
  });
});

describe('pages kept by language', () => {
  it('sorts each file to its language, or to every language for scripts, styles and icons', () => {
    expect(languageOfFile('/_next/static/chunks/abc.js')).toBe('shared');
    expect(languageOfFile('/apple-icon.png')).toBe('shared');
    expect(languageOfFile('/manifest.webmanifest')).toBe('shared');
    expect(languageOfFile('/')).toBe('en');
    expect(languageOfFile('/faq.txt')).toBe('en');
    expect(languageOfFile('/es')).toBe('es');
    expect(languageOfFile('/es.txt')).toBe('es');
    expect(languageOfFile('/pt-br/templates/lunch-options')).toBe('pt-br');
    expect(languageOfFile('/de/blog/__next._tree.txt')).toBe('de');
  });
});
