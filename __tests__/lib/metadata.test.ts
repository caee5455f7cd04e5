import { pageMetadata } from '@/lib/metadata';
import { absoluteUrl } from '@/lib/site';

describe('pageMetadata', () => {
  it('gives a page its canonical path, a site-suffixed share title and the share image', () => {
    const meta = pageMetadata({ lang: 'en', title: 'About SpinFair', description: 'What this is.', path: '/about' });
    expect(meta.title).toBe('About SpinFair');
    expect(meta.alternates?.canonical).toBe('/about');
    expect(meta.openGraph).toMatchObject({ title: 'About SpinFair | SpinFair', url: '/about', type: 'website' });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'About SpinFair | SpinFair' });
  });

  it('keeps the home title free of the suffix when asked to', () => {
    const meta = pageMetadata({ lang: 'en', title: 'SpinFair home', description: 'd', path: '/', absoluteTitle: true });
    expect(meta.title).toEqual({ absolute: 'SpinFair home' });
    expect(meta.openGraph).toMatchObject({ title: 'SpinFair home' });
  });
});

describe('pageMetadata in a language', () => {
  it('puts the page under its language prefix, with every language as an alternate and English as the default', () => {
    const meta = pageMetadata({ lang: 'pt-br', title: 'Sobre', description: 'd', path: '/about' });
    expect(meta.alternates?.canonical).toBe('/pt-br/about');
    expect(meta.alternates?.languages).toEqual({
      en: '/about',
      es: '/es/about',
      'pt-BR': '/pt-br/about',
      fr: '/fr/about',
      de: '/de/about',
      it: '/it/about',
      'x-default': '/about',
    });
    expect(meta.openGraph).toMatchObject({ url: '/pt-br/about', locale: 'pt_BR' });
  });

  it('gives the home page of a language its bare prefix', () => {
    expect(pageMetadata({ lang: 'de', title: 'Start', description: 'd', path: '/' }).alternates?.canonical).toBe('/de');
  });

  it('gives a page only its own language has (a post) no alternates', () => {
    const meta = pageMetadata({ lang: 'fr', title: 'Un article', description: 'd', path: '/blog/un-article', ownLanguageOnly: true });
    expect(meta.alternates?.canonical).toBe('/fr/blog/un-article');
    expect(meta.alternates?.languages).toBeUndefined();
  });
});

describe('pageMetadata options for articles', () => {
  it('makes an article page an Open Graph article with its publication time and authors', () => {
    const meta = pageMetadata({
      lang: 'en',
      title: 'A post',
      description: 'd',
      path: '/blog/a-post',
      article: { publishedTime: '2023-11-10', authors: ['SpinFair Team'] },
    });
    expect(meta.openGraph).toMatchObject({ type: 'article', publishedTime: '2023-11-10', authors: ['SpinFair Team'] });
  });

  it('links a feed as an alternate and leaves other pages without one', () => {
    const withFeed = pageMetadata({ lang: 'en', title: 'Blog', description: 'd', path: '/blog', feed: { title: 'Feed', path: '/blog/rss.xml' } });
    expect(withFeed.alternates?.types).toEqual({ 'application/rss+xml': [{ url: '/blog/rss.xml', title: 'Feed' }] });
    expect(pageMetadata({ lang: 'en', title: 'FAQ', description: 'd', path: '/faq' }).alternates?.types).toBeUndefined();
  });

  it('shares a page image with its size and alt text when given one', () => {
    const image = { url: '/og/t.png', width: 1200, height: 630, alt: 'The T page' };
    const meta = pageMetadata({ lang: 'en', title: 'T', description: 'd', path: '/t', image });
    expect(meta.openGraph).toMatchObject({ images: [image] });
    expect(meta.twitter).toMatchObject({ images: [image] });
  });

  it('falls back to the site share image, with its size and alt text, on pages without their own', () => {
    const meta = pageMetadata({ lang: 'en', title: 'FAQ', description: 'd', path: '/faq' });
    const fallback = { url: '/og-image.png', width: 1200, height: 630, alt: 'SpinFair picker wheel' };
    expect(meta.openGraph).toMatchObject({ images: [fallback] });
    expect(meta.twitter).toMatchObject({ images: [fallback] });
  });
});

describe('absoluteUrl', () => {
  it('joins the base address and a path without a doubled or trailing slash', () => {
    expect(absoluteUrl('/')).toBe('https://spinfair.app');
    expect(absoluteUrl('/faq')).toBe('https://spinfair.app/faq');
  });
});
