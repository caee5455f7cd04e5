// Runs in the desktop project only: the full nav shows from 768 px up.
import { test, expect } from './fixtures';
import { headerLinks, headingOf } from './routes';

test.describe('desktop header', () => {
  test('brand and nav links lead to pages with the right heading', async ({ page }) => {
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const { name, path } of headerLinks) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: headingOf(path) })).toBeVisible();
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await page.getByRole('link', { name: 'SpinFair' }).first().click();
    await expect(page.getByRole('heading', { name: 'Customize Your Wheel' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
});
