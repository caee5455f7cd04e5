import { test, expect, pageBackground, PAGE_BACKGROUND, seriousA11yViolations } from './fixtures';
import { expectedPosts } from './blog-content';
import type { Page } from '@playwright/test';

const THEME_KEY = 'siteTheme';

/** The "Dark theme" switch: in the header on wide screens, in the menu under 768 px. */
async function themeSwitch(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    const menu = page.getByRole('dialog', { name: 'Menu' });
    if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    return menu.getByRole('switch', { name: 'Dark theme' });
  }
  return page.getByRole('banner').getByRole('switch', { name: 'Dark theme' });
}

test.describe('site theme', () => {
  test('follows the system setting while nothing is chosen, even when it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    expect(await pageBackground(page)).toBe(PAGE_BACKGROUND.dark);
    await expect(await themeSwitch(page)).toBeChecked();

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => pageBackground(page)).toBe(PAGE_BACKGROUND.light);
    await expect(await themeSwitch(page)).not.toBeChecked();
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
  });

  test('the switch changes the theme and the choice is remembered after a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    expect(await pageBackground(page)).toBe(PAGE_BACKGROUND.light);

    await test.step('switch to dark', async () => {
      const toggle = await themeSwitch(page);
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect.poll(() => pageBackground(page)).toBe(PAGE_BACKGROUND.dark);
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');
    });

    await test.step('still dark after a reload, although the system is light', async () => {
      await page.reload();
      expect(await pageBackground(page)).toBe(PAGE_BACKGROUND.dark);
      await expect(await themeSwitch(page)).toBeChecked();
    });

    await test.step('switching back to what the system gives follows the system again', async () => {
      const toggle = await themeSwitch(page);
      await toggle.click();
      await expect(toggle).not.toBeChecked();
      await expect.poll(() => pageBackground(page)).toBe(PAGE_BACKGROUND.light);
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
    });
  });

  test('a stored light choice wins over a dark system setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_KEY);
    await page.goto('/coin-flip');
    expect(await pageBackground(page)).toBe(PAGE_BACKGROUND.light);
    await expect(await themeSwitch(page)).not.toBeChecked();
  });

  test('a stored choice is applied before the body exists, so the first paint is already in that theme', async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(key, 'dark');
      const record = window as unknown as { themeWhenBodyArrived?: string };
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        record.themeWhenBodyArrived = document.documentElement.dataset.theme ?? 'none';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, THEME_KEY);
    await page.goto('/faq');
    expect(await page.evaluate(() => (window as unknown as { themeWhenBodyArrived?: string }).themeWhenBodyArrived)).toBe('dark');
  });

  test('a blog post has no serious accessibility violations in the dark theme', async ({ page }) => {
    const post = expectedPosts[0];
    if (!post) throw new Error('No blog post in content/blog');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
