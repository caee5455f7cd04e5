import { test } from './fixtures';
import { expectedPosts } from './blog-content';
import { expectReadingAids } from './ready-wheels';

// The other posts at desktop width; the markup does not change with the width,
// so blog-reading-aids.spec.ts checks the first post at both widths.
test.describe('reading aids on a post', () => {
  for (const post of expectedPosts.slice(1)) {
    test(`/blog/${post.slug}: reading time, contents, ready wheels and three related posts`, async ({ page }) => {
      await expectReadingAids(page, post);
    });
  }
});
