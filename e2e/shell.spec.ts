import { test, expect, seriousA11yViolationsInEachTheme } from './fixtures';
import { expectedPosts } from './blog-content';
import { pages } from './routes';

test.describe('site shell', () => {
  // At both widths and in both themes: every page and one blog post (every post is
  // checked at desktop width by blog-posts.desktop.spec.ts).
  const firstPost = expectedPosts[0]!;
  for (const { path, heading } of [...pages, { path: `/blog/${firstPost.slug}`, heading: firstPost.title }]) {
    test(`${path} has no serious accessibility violations in the light or dark theme`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      expect(await seriousA11yViolationsInEachTheme(page)).toEqual([]);
    });
  }

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/faq');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
