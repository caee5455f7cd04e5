import { test, expect, seriousA11yViolations } from './fixtures';
import { expectedPosts } from './blog-content';
import { expectPostContent, expectPostMetadata } from './blog-post';
import { expectReadingAids } from './ready-wheels';

// Every English post, opened once: what it says, how it is described, its reading aids, and an axe
// scan of its own Markdown (links, lists, headings). The markup does not change with the width;
// shell.spec.ts scans the first post at both widths and in both themes, and
// blog-reading-aids.spec.ts follows its reading aids at both widths.
// Posts are opened a few to a test, each in a step named for it: a fresh browser context costs
// more than a post's own checks (about 1.7 s of processor time a post, 4 s with its own test).
const POSTS_PER_TEST = 7;

test.describe('blog posts', () => {
  for (let first = 0; first < expectedPosts.length; first += POSTS_PER_TEST) {
    const group = expectedPosts.slice(first, first + POSTS_PER_TEST);
    test(`posts ${first + 1}-${first + group.length}: content, metadata and reading aids, with no serious accessibility violation`, async ({ page, consoleErrors }) => {
      test.setTimeout(30_000 * group.length);
      for (const post of group) {
        await test.step(`/blog/${post.slug}`, async () => {
          const response = await page.goto(`/blog/${post.slug}`);
          await expectPostContent(page, post, response);
          await expectPostMetadata(page, post);
          if (post !== expectedPosts[0]) expect(await seriousA11yViolations(page)).toEqual([]);
          await expectReadingAids(page, post);
          expect(consoleErrors, `/blog/${post.slug}`).toEqual([]);
        });
      }
    });
  }
});
