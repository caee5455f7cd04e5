import { test, expect } from './fixtures';
import { expectedPosts, todayUtc } from './blog-content';

const origin = 'https://spinfair.app';

test.describe('blog metadata and feed', () => {
  test('post pages ship no JavaScript beyond what a plain page of the site loads', async ({ request }) => {
    const scriptsOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      return new Set(Array.from(html.matchAll(/<script[^>]+src="([^"]+)"/g), (m) => m[1]));
    };
    const shell = await scriptsOf('/about');
    for (const post of expectedPosts) {
      const extra = [...(await scriptsOf(`/blog/${post.slug}`))].filter((src) => !shell.has(src));
      expect(extra, post.slug).toEqual([]);
    }
  });

  test('the RSS feed is well-formed RSS 2.0 with one item per post, newest first', async ({ page, request }) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const feed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const text = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? '';
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute('version'),
        channel: text(doc.documentElement, 'title'),
        items: Array.from(doc.getElementsByTagName('item'), (item) => ({
          title: text(item, 'title'),
          link: text(item, 'link'),
          guid: text(item, 'guid'),
          description: text(item, 'description'),
          pubDate: text(item, 'pubDate'),
        })),
      };
    }, await response.text());

    expect(feed).toMatchObject({ error: false, root: 'rss', version: '2.0', channel: 'SpinFair Blog' });
    expect(feed.items).toHaveLength(expectedPosts.length);
    for (const post of expectedPosts) {
      const item = feed.items.find((i) => i.link === `${origin}/blog/${post.slug}`);
      expect(item, post.slug).toMatchObject({ title: post.title, guid: item?.link, description: post.description });
    }
    const times = feed.items.map((i) => Date.parse(i.pubDate));
    expect(times.every((t) => !Number.isNaN(t) && t <= Date.parse(`${todayUtc()}T00:00:00Z`))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('/blog links the feed from its head and its page', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${origin}/blog/rss.xml`);
    await expect(page.getByRole('link', { name: 'Subscribe with RSS' })).toHaveAttribute('href', '/blog/rss.xml');
  });

  test('the sitemap lists every post', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const post of expectedPosts) expect(sitemap).toContain(`<loc>${origin}/blog/${post.slug}</loc>`);
  });
});
