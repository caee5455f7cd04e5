import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { expectedPosts } from './blog-content';
import { CoinPage } from './coin-page';
import { keptPages, waitForOfflineReady } from './offline-ready';
import { textIn } from './languages';
import { pages } from './routes';
import { verdict, makeRecord } from './verify-records';
import { WheelPage } from './wheel-page';
import { verificationLink } from '../lib/draw/link';
import { LANGUAGE_FACTS, LANGUAGES, pathIn, type Lang } from '../lib/i18n/languages';
import { getT } from '../lib/i18n/messages';
import { languageOfFile } from '../lib/offline/precache-lookup';

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
      expect(scriptURL).toMatch(/\/service-worker\.js$/);
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
    await waitForOfflineReady(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/service-worker\.js$/);
    // The French pages beside what every language shares: far fewer files than all six languages' pages.
    expect(new Set((await keptPages(page)).map(languageOfFile))).toEqual(new Set(['fr']));
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

  test('one worker for every language: switching among the six starts no other worker, and each language read opens offline', async ({ page, context, consoleErrors }) => {
    test.setTimeout(150_000);
    const kept: string[] = [];
    page.on('console', (message) => {
      const language = /^The pages in (\S+) are kept for offline use/.exec(message.text())?.[1];
      if (language) kept.push(language);
    });
    await page.goto('/faq');
    await waitForOfflineReady(page);
    await expect.poll(() => kept, { timeout: 30_000 }).toContain('en');
    // Every service worker that runs meanwhile, by its address: a worker per language would start one at each switch.
    const addressOf = (worker: { url(): string }) => {
      const { pathname, search } = new URL(worker.url());
      return pathname + search;
    };
    const workerAddresses = new Set(context.serviceWorkers().map(addressOf));
    context.on('serviceworker', (worker) => workerAddresses.add(addressOf(worker)));

    let from: Lang = 'en';
    for (const lang of [...LANGUAGES.slice(1), 'en'] as const) {
      await test.step(`${from} to ${lang}`, async () => {
        await page.getByRole('navigation', { name: textIn(from, 'shell', 'language') }).getByRole('link', { name: LANGUAGE_FACTS[lang].ownName }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_FACTS[lang].tag);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/service-worker\.js$/);
        // The page asks the worker it has to keep its language; fetching those pages takes a moment.
        await expect.poll(() => kept, { timeout: 30_000 }).toContain(lang);
      });
      from = lang;
    }
    expect([...workerAddresses]).toEqual(['/service-worker.js']);
    expect(new Set((await keptPages(page)).map(languageOfFile))).toEqual(new Set(LANGUAGES));

    await context.setOffline(true);
    for (const lang of LANGUAGES) {
      await test.step(`offline: ${pathIn(lang, '/faq')}`, async () => {
        const response = await page.goto(pathIn(lang, '/faq'));
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_FACTS[lang].tag);
      });
    }
    expect(consoleErrors).toEqual([]);
  });

  test("a returning visitor's /verify checks the record in its worker, whose script the offline worker serves", async ({ page, consoleErrors }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    // Each worker the page starts, and what it did: answered (the check ran there) or failed to start.
    await page.addInitScript(() => {
      const seen = { answers: 0, errors: 0 };
      const NativeWorker = window.Worker;
      window.Worker = class extends NativeWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          this.addEventListener('message', () => (seen.answers += 1));
          this.addEventListener('error', () => (seen.errors += 1));
        }
      };
      Object.assign(window, { checkWorkers: seen });
    });
    await page.goto(await verificationLink(await makeRecord()));
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/service-worker\.js$/);
    await expect(verdict(page)).toHaveText('Verified');
    expect(await page.evaluate(() => (window as unknown as { checkWorkers: unknown }).checkWorkers)).toEqual({ answers: 1, errors: 0 });
    expect(consoleErrors).toEqual([]);
  });
});
