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
  test('an unknown slug answers 404 with "Post Not Found" and a way back to the blog', async ({ page }) => {
    const response = await page.goto('/blog/spinner-wheels-in-educatio');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });
});
