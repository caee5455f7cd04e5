import { pageMetadata } from '@/lib/metadata';
import { absoluteUrl } from '@/lib/site';

describe('pageMetadata', () => {
  it('gives a page its canonical path, a site-suffixed share title and the share image', () => {
    const meta = pageMetadata({ title: 'About SpinFair', description: 'What this is.', path: '/about' });
    expect(meta.title).toBe('About SpinFair');
    expect(meta.alternates?.canonical).toBe('/about');
    expect(meta.openGraph).toMatchObject({ title: 'About SpinFair | SpinFair', url: '/about', type: 'website' });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'About SpinFair | SpinFair' });
  });

  it('keeps the home title free of the suffix when asked to', () => {
    const meta = pageMetadata({ title: 'SpinFair home', description: 'd', path: '/', absoluteTitle: true });
    expect(meta.title).toEqual({ absolute: 'SpinFair home' });
    expect(meta.openGraph).toMatchObject({ title: 'SpinFair home' });
  });
});

describe('absoluteUrl', () => {
  it('joins the base address and a path without a doubled or trailing slash', () => {
    expect(absoluteUrl('/')).toBe('https://spinfair.app');
    expect(absoluteUrl('/faq')).toBe('https://spinfair.app/faq');
  });
});
