import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { expectedPosts } from './blog-content';
import { CoinPage } from './coin-page';
import { waitForOfflineReady } from './offline-ready';
import { pages } from './routes';
import { WheelPage } from './wheel-page';
import { getT } from '../lib/i18n/messages';

// The rest of the suite blocks service workers (playwright.config.ts); these
// tests are about the worker, so they let it run.
test.use({ serviceWorkers: 'allow' });

const post = expectedPosts[0]!;

test.describe('offline', () => {
  // Each test first waits for the worker to precache the whole site (about 6 MB, 250 files): on a busy
  // machine that alone can take most of the default 30 seconds.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ request }) => {
    const worker = await request.get('/service-worker.js');
    expect(worker.status(), 'out/service-worker.js is missing: build with "npm run build", which runs serwist build').toBe(200);
  });

  // One visit precaches the whole English site, so one test makes that visit and then tries
  // everything a visitor does offline, each in a step named for it.
  test('after one visit the worker, registered from /service-worker.js, serves the whole site with the network off', async ({ page, context, consoleErrors }) => {
    test.setTimeout(150_000);
    const infos: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') infos.push(message.text());
    });

    await test.step('the worker registers, precaches and logs its success', async () => {
      await page.goto('/about');
      // Every page, its data for in-app navigation, the scripts and the icons.
      expect(await waitForOfflineReady(page)).toBeGreaterThan(pages.length + expectedPosts.length);
      const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      expect(scriptURL).toMatch(/\/service-worker\.js\?lang=en$/);
      await expect.poll(() => infos.join('\n')).toContain('Service worker registered');
    });
    await context.setOffline(true);

    const everyPage = [...pages, { path: `/blog/${post.slug}`, heading: post.title }];
    for (const { path, heading } of everyPage) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      });
    }

    await test.step('an address with a query is the same page', async () => {
      await page.goto('/about?utm_source=offline');
      await expect(page.getByRole('heading', { level: 1, name: 'About SpinFair' })).toBeVisible();
    });

    await test.step('an unknown address shows the 404 page', async () => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    });

    await test.step('links within the site work', async () => {
      await page.goto('/blog');
      await page.getByRole('link', { name: post.title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      await page.getByRole('link', { name: 'Back to all posts' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'About SpinFair' })).toBeVisible();
      // Before prefetching a link's page, the router checks the page with a HEAD request.
      const checks = await page.evaluate(() =>
        Promise.all(['/faq', '/no-such-page'].map(async (path) => (await fetch(path, { method: 'HEAD' })).status)),
      );
      expect(checks).toEqual([200, 404]);
    });

    await test.step('a wheel from a link spins', async () => {
      const wheel = new WheelPage(page);
      await wheel.open('/?template_entries=' + encodeURIComponent(JSON.stringify(['Tea', 'Coffee', 'Juice'])));
      await expect(wheel.entryList.getByRole('listitem')).toHaveCount(3);
      await wheel.useQuickSpins();
      expect(['Tea', 'Coffee', 'Juice']).toContain(await wheel.spinOnce());
    });

    await test.step('the coin flips', async () => {
      const coin = new CoinPage(page);
      await coin.goto();
      expect(await coin.flip()).toMatch(/^(HEADS|TAILS)$/);
      await coin.openTab('Results');
      await expect(coin.history.getByRole('listitem')).toHaveCount(1);
    });

    // The browser reports each 404 itself; that is the answer asked for.
    expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });

  test('a visit in French keeps the French pages, and only them, for offline use', async ({ page, context }) => {
    await page.goto('/fr');
    const precached = await waitForOfflineReady(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/service-worker\.js\?lang=fr$/);
    // The French pages and what every language shares: far fewer files than all six languages' pages.
    expect(precached).toBeLessThan(400);
    await context.setOffline(true);

    const faq = JSON.parse(readFileSync('content/faq/fr.page.json', 'utf8')) as { title: string };
    const response = await page.goto('/fr/faq');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: faq.title })).toBeVisible();

    const missing = await page.goto('/fr/pas-de-page');
    expect(missing?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: getT('fr', 'shell')('missingPageHeading') })).toBeVisible();
  });
});
