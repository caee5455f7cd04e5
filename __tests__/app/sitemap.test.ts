import sitemap from '@/app/sitemap';
import { getAllPosts } from '@/lib/blog/load-posts';
import { staticRoutes } from '@/lib/site';
import { templates } from '@/lib/templates';

describe('sitemap', () => {
  const urls = sitemap().map((entry) => entry.url);

  it('lists every static page, every template page and every blog post once', () => {
    expect(urls).toHaveLength(staticRoutes.length + templates.length + 21);
    expect(new Set(urls).size).toBe(urls.length);
    for (const post of getAllPosts()) expect(urls).toContain(`https://spinfair.app/blog/${post.slug}`);
    for (const template of templates) expect(urls).toContain(`https://spinfair.app/templates/${template.id}`);
  });

  it('gives each post its publication day as the last modification', () => {
    const entry = sitemap().find((e) => e.url.endsWith('/blog/custom-spinner-tips'));
    expect(entry?.lastModified).toBe('2023-10-27');
  });
});
