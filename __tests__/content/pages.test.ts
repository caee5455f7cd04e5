import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pictureWheelsIn } from '@/lib/blog/picture-wheels';
import { LANGUAGES } from '@/lib/i18n/languages';
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

  it.each(LANGUAGES)('shows a picture wheel in the %s how-to-use section on pictures and embedding', (lang) => {
    const section = getPageSection('how-to-use', 'pictures-embed', lang);
    const [wheel, ...others] = pictureWheelsIn(section);
    expect(others).toHaveLength(0);
    expect(wheel?.title).not.toBe('');
    expect(wheel?.entries.length).toBeGreaterThanOrEqual(3);
    expect(section).toMatch(/OBS/);
    expect(section).toMatch(/256 × 256/);
  });

  it.each(LANGUAGES)('says in the %s privacy policy where pictures are kept and how they are re-encoded', (lang) => {
    const { body } = getPage('privacy-policy', lang);
    expect(body).toMatch(/256 × 256/);
    expect(body).toMatch(/"#"|« # »|„#“|«#»|“#”/);
  });

  it('tells English readers that pictures are never uploaded, lose their metadata and travel only in what they share', () => {
    const { body } = getPage('privacy-policy');
    expect(body).toMatch(/with the pictures you gave them/);
    expect(body).toMatch(/Pictures are never uploaded/);
    expect(body).toMatch(/metadata/);
    expect(body).toMatch(/A share link or an embed code carries the wheel's pictures/);
    expect(body).toMatch(/Checkable draws record the entries' text only/);
  });
});
