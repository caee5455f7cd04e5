import { test, expect } from './fixtures';
import { expectedPosts, longUsDate, NEWEST_FIXED_DATE, todayUtc } from './blog-content';

test.describe('blog list', () => {
  test('/blog shows one card per post, newest first, with title link, date and excerpt', async ({ page, consoleErrors }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(expectedPosts.length);

    const shown = await cards.evaluateAll((articles) =>
      articles.map((article) => ({
        title: article.querySelector('h2')?.textContent ?? '',
        href: article.querySelector('a')?.getAttribute('href') ?? '',
        date: article.querySelector('time')?.getAttribute('datetime') ?? '',
        dateText: article.querySelector('time')?.textContent ?? '',
        excerpt: article.querySelector('p')?.textContent ?? '',
      })),
    );
    const days = shown.map((card) => card.date);
    expect(days).toEqual([...days].sort().reverse());

    const buildDays = new Set<string>();
    for (const post of expectedPosts) {
      const card = shown.find((c) => c.href === `/blog/${post.slug}`);
      expect(card, post.slug).toBeDefined();
      expect(card?.title).toBe(post.title);
      expect(card?.excerpt).toBe(post.description);
      expect(card?.dateText).toBe(longUsDate(card?.date ?? ''));
      if (post.fixedDate) expect(card?.date).toBe(post.fixedDate);
      else buildDays.add(card?.date ?? '');
    }
    // The seven undated posts all carry the one build day, on or after every fixed date.
    expect(buildDays.size).toBe(1);
    const [buildDay = ''] = [...buildDays];
    expect(buildDay >= NEWEST_FIXED_DATE && buildDay <= todayUtc()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('the grid has 1, 2 or 3 columns by screen width', async ({ page }) => {
    await page.goto('/blog');
    for (const [width, columns] of [[375, 1], [800, 2], [1280, 3]] as const) {
      await page.setViewportSize({ width, height: 800 });
      const lefts = await page.getByRole('main').getByRole('article').evaluateAll((articles) =>
        articles.slice(0, 3).map((a) => Math.round(a.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size, `${width} px wide`).toBe(columns);
    }
  });

  test('a card opens its post, and the post leads back to the list', async ({ page }) => {
    await page.goto('/blog');
    const post = expectedPosts[0]!;
    await page.getByRole('link', { name: post.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await page.getByRole('link', { name: 'Back to all posts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
  });
});

test.describe('blog post', () => {
  for (const post of expectedPosts) {
    test(`/blog/${post.slug} is pre-rendered with its title, byline, date, body and links`, async ({ page, consoleErrors }) => {
      const response = await page.goto(`/blog/${post.slug}`);
      expect(response?.status()).toBe(200);
      // The static HTML itself holds the post: nothing waits for JavaScript to show it.
      const served = await page.evaluate((html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        return { h1: doc.querySelector('h1')?.textContent, h2s: [...doc.querySelectorAll('.prose h2')].map((h) => h.textContent) };
      }, (await response?.text()) ?? '');
      expect(served).toEqual({ h1: post.title, h2s: post.sections });

      const article = page.getByRole('main').getByRole('article').first();
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(article.getByText(`By ${post.author}`, { exact: true })).toBeVisible();
      const time = article.locator('header time');
      const day = (await time.getAttribute('datetime')) ?? '';
      expect(day).toBe(post.fixedDate ?? day);
      expect(day > '2023-10-26' && day <= todayUtc()).toBe(true);
      await expect(time).toHaveText(longUsDate(day));
      for (const section of post.sections) {
        await expect(article.getByRole('heading', { level: 2, name: section, exact: true })).toBeAttached();
      }
      await expect(article.getByRole('link', { name: 'Back to all posts' })).toHaveAttribute('href', '/blog');

      const ids = await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id));
      expect(new Set(ids).size).toBe(ids.length);
      for (const link of await article.locator('.prose a[href^="http"]').all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(article.locator('.prose a[href^="/"][target]')).toHaveCount(0);

      const related = page.getByRole('region', { name: 'Related posts' }).getByRole('article');
      await expect(related).toHaveCount(3);
      await expect(related.locator(`a[href="/blog/${post.slug}"]`)).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an unknown slug answers 404 with "Post Not Found" and a way back to the blog', async ({ page }) => {
    const response = await page.goto('/blog/spinner-wheels-in-educatio');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });
});
