import { test, expect, inGroups, seriousA11yViolationsInEachTheme } from './fixtures';
import { expectedPosts } from './blog-content';
import { pages } from './routes';

test.describe('site shell', () => {
  // At both widths and in both themes: every page and one blog post (every post is
  // checked at desktop width by blog-posts.desktop.spec.ts).
  const firstPost = expectedPosts[0]!;
  for (const group of inGroups([...pages, { path: `/blog/${firstPost.slug}`, heading: firstPost.title }], 5)) {
    test(`${group.map(({ path }) => path).join(', ')}: no serious accessibility violations in the light or dark theme`, async ({ page }) => {
      test.setTimeout(30_000 * group.length);
      for (const { path, heading } of group) {
        await test.step(path, async () => {
          // Each page starts from the system's theme, light, as a first visit does.
          await page.emulateMedia({ colorScheme: 'light' });
          await page.goto(path);
          await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
          expect(await seriousA11yViolationsInEachTheme(page), path).toEqual([]);
        });
      }
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
