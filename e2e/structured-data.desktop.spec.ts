import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectedPosts } from './blog-content';
import { readFileSync } from 'node:fs';

const faqItems = JSON.parse(readFileSync('content/faq/en.json', 'utf8')) as Array<{ question: string }>;
const templates = JSON.parse(readFileSync('content/templates/en.json', 'utf8')) as Array<{ id: string; title: string }>;

/** Every JSON-LD object the served HTML carries, parsed. */
async function jsonLdOf(page: Page, path: string): Promise<Array<Record<string, unknown>>> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

function ofType(data: Array<Record<string, unknown>>, type: string) {
  const found = data.filter((d) => d['@type'] === type);
  expect(found).toHaveLength(1);
  return found[0]!;
}

const names = (list: unknown) => (list as Array<{ name: string }>).map((item) => item.name);

test.describe('structured data in the exported pages', () => {
  test('a post carries its BlogPosting and a Home › Blog › post breadcrumb trail', async ({ page }) => {
    const post = expectedPosts[0]!;
    const data = await jsonLdOf(page, `/blog/${post.slug}`);
    ofType(data, 'BlogPosting');
    const trail = ofType(data, 'BreadcrumbList').itemListElement as Array<{ position: number; name: string; item: string }>;
    expect(trail.map((item) => [item.position, item.name])).toEqual([
      [1, 'Home'],
      [2, 'Blog'],
      [3, post.title],
    ]);
    expect(new URL(trail[2]!.item).pathname).toBe(`/blog/${post.slug}`);
  });

  test('/blog lists every post and /templates every template, in page order', async ({ page }) => {
    const blogList = ofType(await jsonLdOf(page, '/blog'), 'ItemList');
    const cardTitles = await page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(names(blogList.itemListElement)).toEqual(cardTitles);
    expect(cardTitles).toHaveLength(expectedPosts.length);

    const templateList = ofType(await jsonLdOf(page, '/templates'), 'ItemList');
    expect(names(templateList.itemListElement)).toEqual(templates.map((t) => t.title));
  });

  test('/faq answers the questions the page shows', async ({ page }) => {
    const faq = ofType(await jsonLdOf(page, '/faq'), 'FAQPage');
    const questions = faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions.map((q) => q.name)).toEqual(faqItems.map((item) => item.question));
    for (const question of questions) {
      await expect(page.getByRole('button', { name: question.name })).toBeVisible();
    }
  });
});
