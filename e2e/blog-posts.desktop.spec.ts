import { test, expect, inGroups, seriousA11yViolations } from './fixtures';
import { expectedPosts } from './blog-content';
import { expectPostContent, expectPostMetadata } from './blog-post';
import { expectReadingAids } from './ready-wheels';

// Every English post, opened once: what it says, how it is described, its reading aids, and an axe
// scan of its own Markdown (links, lists, headings). The markup does not change with the width;
// shell.spec.ts scans the first post at both widths and in both themes, and
// blog-reading-aids.spec.ts follows its reading aids at both widths.
// Seven posts to a test (about 1.7 s of processor time a post, 4 s with a test of its own).
const POSTS_PER_TEST = 7;

test.describe('blog posts', () => {
  for (const [index, group] of inGroups(expectedPosts, POSTS_PER_TEST).entries()) {
    const first = index * POSTS_PER_TEST;
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
