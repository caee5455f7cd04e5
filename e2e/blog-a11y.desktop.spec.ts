// Axe on every post but the first, which shell.spec.ts checks at both widths and in both themes.
// Each post's own Markdown (links, lists, headings) is what axe may object to.
import { test, expect, seriousA11yViolations } from './fixtures';
import { expectedPosts } from './blog-content';

for (const post of expectedPosts.slice(1)) {
  test(`/blog/${post.slug} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
