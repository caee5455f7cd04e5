import sitemap from '@/app/sitemap';
import { postPath } from '@/lib/blog/blog-info';
import { getAllPosts } from '@/lib/blog/load-posts';
import { LANGUAGES } from '@/lib/i18n/languages';
import { staticRoutes } from '@/lib/site';
import { TEMPLATE_IDS } from '@/lib/templates';
import { isEmbedPath } from '@/lib/wheel/embed/embed-path.mjs';

describe('sitemap', () => {
  const entries = sitemap();
  const urls = entries.map((entry) => entry.url);
  const posts = LANGUAGES.flatMap((lang) => getAllPosts(lang));

  it('lists every static page and template page in every language, and every post of every blog, once', () => {
    expect(urls).toHaveLength((staticRoutes.length + TEMPLATE_IDS.length) * LANGUAGES.length + posts.length);
    expect(new Set(urls).size).toBe(urls.length);
    for (const post of posts) expect(urls).toContain(`https://spinfair.app${postPath(post)}`);
    for (const id of TEMPLATE_IDS) {
      expect(urls).toContain(`https://spinfair.app/templates/${id}`);
      expect(urls).toContain(`https://spinfair.app/de/templates/${id}`);
    }
  });

  it('leaves out the embedded wheel, which is someone’s list inside another page, in every language', () => {
    expect(urls.filter((url) => isEmbedPath(new URL(url).pathname))).toEqual([]);
  });

  it('gives a page its address in every language and English as the default', () => {
    const faq = entries.find((entry) => entry.url === 'https://spinfair.app/pt-br/faq');
    expect(faq?.alternates?.languages).toEqual({
      en: 'https://spinfair.app/faq',
      es: 'https://spinfair.app/es/faq',
      'pt-BR': 'https://spinfair.app/pt-br/faq',
      fr: 'https://spinfair.app/fr/faq',
      de: 'https://spinfair.app/de/faq',
      it: 'https://spinfair.app/it/faq',
      'x-default': 'https://spinfair.app/faq',
    });
    expect(entries.find((entry) => entry.url === 'https://spinfair.app/es')?.alternates?.languages?.en).toBe('https://spinfair.app');
  });

  it('gives each post its publication day as the last modification, and no other language', () => {
    const entry = entries.find((e) => e.url.endsWith('/blog/custom-spinner-tips'));
    expect(entry?.lastModified).toBe('2023-10-27');
    expect(entry?.alternates).toBeUndefined();
  });
});
