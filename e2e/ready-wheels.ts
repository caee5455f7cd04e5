import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ExpectedPost } from './blog-content';
import { expect } from './fixtures';
import { readyWheelsIn } from '../lib/blog/ready-wheels';

/** The ready wheels a post's source holds, in reading order. */
export function readyWheelsOf(slug: string) {
  return readyWheelsIn(readFileSync(path.join(process.cwd(), 'content', 'blog', 'en', `${slug}.mdx`), 'utf8'));
}

export function templateEntriesOf(href: string): unknown {
  const url = new URL(href, 'http://localhost');
  expect(url.pathname).toBe('/');
  return JSON.parse(url.searchParams.get('template_entries') ?? 'null');
}

/**
 * The open post's reading aids: the reading time under the byline, the contents for
 * four or more sections (each link reaching its heading), a "Spin these" link
 * per ready wheel carrying exactly its list, and three related posts.
 */
export async function expectReadingAids(page: Page, post: ExpectedPost) {
  const article = page.getByRole('main').getByRole('article').first();
  await expect(article.locator('header').getByText(/^\d+ min read$/)).toBeVisible();

  const toc = page.getByRole('navigation', { name: 'On this page' });
  if (post.sections.length >= 4) {
    const links = toc.getByRole('link');
    await expect(links).toHaveText(post.sections);
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      await expect(page.locator(`h2[id="${href.slice(1)}"]`)).toHaveText((await link.textContent()) ?? '');
    }
    const last = links.last();
    const target = page.locator(`h2[id="${((await last.getAttribute('href')) ?? '').slice(1)}"]`);
    await last.click();
    await expect(target).toBeInViewport();
  } else {
    await expect(toc).toHaveCount(0);
  }

  const wheels = readyWheelsOf(post.slug);
  const spinLinks = article.getByRole('link', { name: /^Spin these \d+ on the wheel$/ });
  await expect(spinLinks).toHaveCount(wheels.length);
  for (const [i, { entries }] of wheels.entries()) {
    await expect(spinLinks.nth(i)).toHaveText(`Spin these ${entries.length} on the wheel →`);
    expect(templateEntriesOf((await spinLinks.nth(i).getAttribute('href')) ?? '')).toEqual(entries);
  }

  const related = page.getByRole('region', { name: 'Related posts' }).getByRole('article');
  await expect(related).toHaveCount(3);
  const hrefs = await related.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(3);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(href).not.toBe(`/blog/${post.slug}`);
  }
}
