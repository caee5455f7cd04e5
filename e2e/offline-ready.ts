import type { Page } from '@playwright/test';

/**
 * Resolves once the worker is active, with the number of files it precached. A
 * worker only activates after its install step, which precaches the whole site,
 * has succeeded; clients.claim() then hands it the open page.
 */
export async function waitForOfflineReady(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    const cache = await caches.open((await caches.keys()).find((name) => name.includes('precache')) ?? '');
    return (await cache.keys()).length;
  });
}
