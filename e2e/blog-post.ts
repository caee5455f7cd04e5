import type { Page, Response } from '@playwright/test';
import { longUsDate, todayUtc, type ExpectedPost } from './blog-content';
import { expect } from './fixtures';

const origin = 'https://spinfair.app';

/** The open post as served and shown: its static HTML holds it, with its title, byline, date, sections and links. */
export async function expectPostContent(page: Page, post: ExpectedPost, response: Response | null) {
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
}

/** The open post's title, description, canonical URL, Open Graph article and BlogPosting JSON-LD. */
export async function expectPostMetadata(page: Page, post: ExpectedPost) {
  await expect(page).toHaveTitle(`${post.title} | SpinFair Blog`);
  const url = `${origin}/blog/${post.slug}`;
  const day = (await page.locator('article header time').getAttribute('datetime')) ?? '';
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.description);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', day);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${origin}/blog/rss.xml`);

  // The post itself and its breadcrumb trail (Home › Blog › post), one JSON-LD script each.
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = scripts.map((text): unknown => JSON.parse(text));
  expect(parsed).toHaveLength(2);
  expect(parsed).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
  const data = parsed.find((d) => (d as { '@type'?: unknown })['@type'] === 'BlogPosting');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: day,
    author: { name: post.author },
    mainEntityOfPage: { '@id': url },
  });
}
