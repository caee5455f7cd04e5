import { readdirSync } from 'node:fs';
import path from 'node:path';
import { getPage, getPageSection, PAGES_DIR } from '@/lib/pages/load-pages';

const PAGES = [
  { slug: 'privacy-policy', title: 'Privacy Policy' },
  { slug: 'terms-and-conditions', title: 'Terms & Conditions' },
  { slug: 'about', title: 'About SpinFair' },
  { slug: 'how-to-use', title: 'How to Use SpinFair' },
  { slug: 'contact', title: 'Contact Us' },
];

describe('content/pages', () => {
  it.each(PAGES)('$slug is titled "$title" with a description long enough for search results', ({ slug, title }) => {
    const page = getPage(slug);
    expect(page.title).toBe(title);
    expect(page.description.length).toBeGreaterThan(50);
  });

  it('gives every how-to-use section file text and no front matter', () => {
    const sections = readdirSync(path.join(PAGES_DIR, 'en', 'how-to-use')).filter((name) => name.endsWith('.mdx'));
    expect(sections.length).toBeGreaterThan(0);
    for (const name of sections) {
      expect(getPageSection('how-to-use', name.replace(/\.mdx$/, '')).trim()).not.toBe('');
    }
  });

  it('writes the site address through the EmailLink component, never by hand', () => {
    for (const { slug } of PAGES) {
      expect(getPage(slug).body).not.toMatch(/hello@spinfair\.app/);
    }
  });

  it('stops on a page that does not exist', () => {
    expect(() => getPage('no-such-page')).toThrow(/no-such-page\.mdx/);
  });
});
