import { test, expect } from './fixtures';
import { templateEntryTexts, templates } from '../lib/templates';

function entriesOf(href: string): unknown {
  const url = new URL(href, 'http://localhost');
  expect(url.pathname).toBe('/');
  return JSON.parse(url.searchParams.get('template_entries') ?? 'null');
}

test.describe('template gallery', () => {
  test('shows the seven templates as articles with a heading, their entries and a link', async ({ page }) => {
    await page.goto('/templates');
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(7);
    for (const [i, template] of templates.entries()) {
      const article = articles.nth(i);
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(template.title);
      await expect(article.getByRole('listitem')).toHaveText(templateEntryTexts(template));
      const href = await article.getByRole('link', { name: 'Use This Template' }).getAttribute('href');
      expect(entriesOf(href ?? '')).toEqual(templateEntryTexts(template));
    }
    await expect(page.getByRole('link', { name: 'Use This Template' })).toHaveCount(7);
  });

  for (const template of templates) {
    test(`"Use This Template" on ${template.title} loads the wheel with exactly its entries`, async ({ page }) => {
      await page.goto('/templates');
      const article = page.getByRole('article', { name: template.title });
      const navigation = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('template_entries='));
      await article.getByRole('link', { name: 'Use This Template' }).click();
      const request = await navigation;
      expect(entriesOf(request.url())).toEqual(templateEntryTexts(template));
      await expect(page.getByRole('heading', { name: 'Customize Your Wheel' })).toBeVisible();
    });
  }
});
