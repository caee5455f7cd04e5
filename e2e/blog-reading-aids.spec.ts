import { test, expect } from './fixtures';
import { expectedPosts } from './blog-content';
import { expectReadingAids, readyWheelsOf, templateEntriesOf } from './ready-wheels';
import { WheelPage } from './wheel-page';

test.describe('ready wheels in a post', () => {
  test('"Spin these ..." opens the home page with exactly that list on the wheel', async ({ page }) => {
    const [wheel] = readyWheelsOf('meal-planning-spinner');
    expect(wheel).toBeDefined();
    const { title, entries } = wheel!;
    await page.goto('/blog/meal-planning-spinner');

    const figure = page.getByRole('figure').filter({ has: page.getByText(title, { exact: true }) });
    await expect(figure.getByRole('img', { name: new RegExp(`^A wheel of ${entries.length} slices, ${title}`) })).toBeVisible();
    const link = figure.getByRole('link', { name: `Spin these ${entries.length} on the wheel` });

    await test.step('the link carries the list as the template', async () => {
      expect(templateEntriesOf((await link.getAttribute('href')) ?? '')).toEqual(entries);
    });

    await test.step('following it puts exactly that list on the wheel and cleans the address', async () => {
      await link.click();
      const wheelPage = new WheelPage(page);
      await expect(page.getByRole('heading', { name: 'Customize Your Wheel' })).toBeVisible();
      await expect.poll(() => wheelPage.entryTexts()).toEqual(entries);
      await expect(wheelPage.canvas).toHaveAttribute('aria-label', new RegExp(`with ${entries.length} entries`));
      await expect(page).toHaveURL(/localhost:\d+\/$/);
    });
  });
});

test.describe('reading aids on a post', () => {
  for (const post of expectedPosts.slice(0, 1)) {
    test(`/blog/${post.slug}: reading time, contents, ready wheels and three related posts`, async ({ page }) => {
      await page.goto(`/blog/${post.slug}`);
      await expectReadingAids(page, post);
    });
  }
});
