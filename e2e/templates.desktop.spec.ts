import { test, expect } from './fixtures';
import { getTemplates, templateEntryTexts } from '../lib/templates';

const templates = getTemplates('en');
import { WheelPage } from './wheel-page';

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

  // One after another in one browser, as a visitor trying several would: each replaces the one before.
  test('"Use This Template" on each card loads the wheel with exactly its entries', async ({ page }) => {
    test.setTimeout(90_000);
    for (const template of templates) {
      await test.step(template.title, async () => {
        await page.goto('/templates');
        const article = page.getByRole('article', { name: template.title });
        const navigation = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('template_entries='));
        await article.getByRole('link', { name: 'Use This Template' }).click();
        const request = await navigation;
        expect(entriesOf(request.url())).toEqual(templateEntryTexts(template));
        await expect(page.getByRole('heading', { name: 'Customize Your Wheel' })).toBeVisible();
        const wheel = new WheelPage(page);
        await expect.poll(() => wheel.entryTexts()).toEqual(templateEntryTexts(template));
        await expect(wheel.canvas).toHaveAttribute('aria-label', new RegExp(`with ${template.entries.length} entries`));
        await expect(page).toHaveURL(/\/$/);
      });
    }
  });

  test('each card title opens the template page: its wheel, entries and the same "Use This Template" link', async ({ page }) => {
    for (const template of templates) {
      await test.step(template.title, async () => {
        await page.goto('/templates');
        const card = page.getByRole('article', { name: template.title });
        const galleryHref = await card.getByRole('link', { name: 'Use This Template' }).getAttribute('href');
        await card.getByRole('link', { name: template.title }).click();
        await expect(page).toHaveURL(new RegExp(`/templates/${template.id}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(template.title);
        await expect(page.getByText(template.description)).toBeVisible();
        const wheel = page.getByRole('img', { name: new RegExp(`A wheel of ${template.entries.length} slices`) });
        await expect(wheel).toBeVisible();
        const wheelName = (await wheel.getAttribute('aria-label')) ?? '';
        for (const text of templateEntryTexts(template)) expect(wheelName).toContain(text);
        await expect(page.getByRole('main').getByRole('listitem')).toHaveText(templateEntryTexts(template));
        await expect(page.getByRole('link', { name: 'Use This Template' })).toHaveAttribute('href', galleryHref ?? '');
      });
    }
  });

  test('"Use This Template" on a template page loads the wheel with exactly its entries', async ({ page }) => {
    const template = templates[1]!;
    await page.goto(`/templates/${template.id}`);
    await page.getByRole('link', { name: 'Use This Template' }).click();
    await expect(page.getByRole('heading', { name: 'Customize Your Wheel' })).toBeVisible();
    await expect.poll(() => new WheelPage(page).entryTexts()).toEqual(templateEntryTexts(template));
  });

  test('the sitemap lists every template page', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const template of templates) expect(sitemap).toContain(`<loc>https://spinfair.app/templates/${template.id}</loc>`);
  });

  test('the home page shows the same seven templates under the wheel', async ({ page }) => {
    await page.goto('/');
    const gallery = page.getByRole('region', { name: 'Start from a template' });
    await expect(gallery.getByRole('article')).toHaveCount(7);
    for (const template of templates) {
      await expect(gallery.getByRole('article', { name: template.title }).getByRole('heading', { level: 3 })).toHaveText(template.title);
    }
  });
});
