import { test, expect, seriousA11yViolations } from './fixtures';
import { expectedPosts } from './blog-content';
import { expectPostContent, expectPostMetadata } from './blog-post';
import { expectReadingAids } from './ready-wheels';

// Every English post, opened once: what it says, how it is described, its reading aids, and an axe
// scan of its own Markdown (links, lists, headings). The markup does not change with the width;
// shell.spec.ts scans the first post at both widths and in both themes, and
// blog-reading-aids.spec.ts follows its reading aids at both widths.
test.describe('blog post', () => {
  for (const [index, post] of expectedPosts.entries()) {
    test(`/blog/${post.slug}: its content, metadata and reading aids, with no serious accessibility violation`, async ({ page, consoleErrors }) => {
      const response = await page.goto(`/blog/${post.slug}`);
      await expectPostContent(page, post, response);
      await expectPostMetadata(page, post);
      if (index > 0) expect(await seriousA11yViolations(page)).toEqual([]);
      await expectReadingAids(page, post);
      expect(consoleErrors).toEqual([]);
    });
  }
});
