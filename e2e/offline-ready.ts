import type { Page } from '@playwright/test';
import { LANGUAGE_PAGES_CACHE } from '../lib/offline/language-pages';

/**
 * Resolves once the worker is active, with the number of files it keeps for offline use: what every
 * page shares (its precache) and the pages of the languages it keeps. A worker only activates after
 * its install step, which fetches them all (the open page's language included), has succeeded;
 * clients.claim() then hands it the open page.
 */
export async function waitForOfflineReady(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    let files = 0;
    for (const name of await caches.keys()) files += (await (await caches.open(name)).keys()).length;
    return files;
  });
}

/** The address (path only) of every page and page-data file the worker keeps, in any language. */
export async function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, LANGUAGE_PAGES_CACHE);
}
