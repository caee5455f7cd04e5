import { test, expect, inGroups } from './fixtures';
import { footerLinks, headingOf, pages } from './routes';

// What each page says and how it is described: the same markup at any width, so desktop only
// (shell.spec.ts scans every page at both widths).
test.describe('site shell', () => {
  for (const group of inGroups(pages, 6)) {
    test(`${group.map(({ path }) => path).join(', ')}: each has its heading, title, description and no console errors`, async ({ page, consoleErrors }) => {
      for (const { path, heading } of group) {
        await test.step(path, async () => {
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
          await expect(page).toHaveTitle(/SpinFair/);
          const description = await page.locator('meta[name="description"]').getAttribute('content');
          expect(description?.length ?? 0).toBeGreaterThan(50);
          const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
          expect(canonical).toMatch(new RegExp(`${path === '/' ? '' : path}$`));
          await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /SpinFair/);
          await expect(page.locator('html')).toHaveAttribute('lang', 'en');
          expect(consoleErrors, path).toEqual([]);
        });
      }
    });
  }

  test('every page has its own title', async ({ request }) => {
    const titles = new Set<string>();
    for (const { path } of pages) {
      const html = await (await request.get(path)).text();
      titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
    }
    expect(titles.size).toBe(pages.length);
  });

  test('footer links lead to their pages and the copyright shows the year of viewing', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-04T10:00:00Z'));
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2031');
    for (const { name, path } of footerLinks) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: headingOf(path) })).toBeVisible();
    }
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with a way home, and logs the path', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect.poll(() => warnings.join('\n')).toContain('/no-such-page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Customize Your Wheel' })).toBeVisible();
  });

  test('an unknown blog slug answers 404 with a way back to the blog', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the blog post you were looking for.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
  });

  test('static files a host needs are served', async ({ request }) => {
    for (const file of ['/favicon.ico', '/manifest.webmanifest', '/robots.txt', '/sitemap.xml', '/404.html', '/og-image.png', '/service-worker.js']) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { path } of pages) expect(sitemap).toContain(`<loc>https://spinfair.app${path === '/' ? '' : path}</loc>`);
  });
});
