import type { Lang } from '@/lib/i18n/languages';

/**
 * Where the static export serves the worker that `serwist build` writes: at the root, so it controls
 * every page. It precaches the pages of the language in its address; a page in another language
 * registers that one instead, and the worker that replaces it caches that language's pages.
 */
export function serviceWorkerUrl(lang: Lang): string {
  return `/service-worker.js?lang=${lang}`;
}

/**
 * Registers the offline worker. The outcome is only logged: the site works the
 * same without it, just not offline. `container` is undefined where the browser
 * offers no service workers (old browsers, some private modes, plain http).
 */
export async function registerServiceWorker(container: ServiceWorkerContainer | undefined, lang: Lang): Promise<void> {
  if (!container) {
    console.info('No service worker support here: the site will not work offline.');
    return;
  }
  try {
    const registration = await container.register(serviceWorkerUrl(lang), { scope: '/' });
    console.info(`Service worker registered for offline use (scope ${registration.scope}).`);
  } catch (error) {
    console.warn('Service worker registration failed: the site will not work offline.', error);
  }
}

/**
 * Removes the offline worker in development: one installed by a production
 * build served on the same address (`npm start` and `npm run dev` both use
 * localhost:3000) would otherwise answer with that build's files.
 */
export async function unregisterServiceWorkers(container: ServiceWorkerContainer | undefined): Promise<void> {
  const registrations = (await container?.getRegistrations()) ?? [];
  const removed = await Promise.all(registrations.map((registration) => registration.unregister()));
  if (removed.some(Boolean)) console.info('Removed the service worker of an earlier production build; reload to bypass its cache.');
}
