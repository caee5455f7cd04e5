import sitemap from '@/app/sitemap';
import { getAllPosts } from '@/lib/blog/load-posts';
import { staticRoutes } from '@/lib/site';

describe('sitemap', () => {
  const urls = sitemap().map((entry) => entry.url);

  it('lists every static page and every blog post once', () => {
    expect(urls).toHaveLength(staticRoutes.length + 21);
    expect(new Set(urls).size).toBe(urls.length);
    for (const post of getAllPosts()) expect(urls).toContain(`https://spinfair.app/blog/${post.slug}`);
  });

  it('gives each post its publication day as the last modification', () => {
    const entry = sitemap().find((e) => e.url.endsWith('/blog/custom-spinner-tips'));
    expect(entry?.lastModified).toBe('2023-10-27');
  });
});
