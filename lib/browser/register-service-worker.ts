import type { Lang } from '@/lib/i18n/languages';
import { keepLanguageMessage } from '@/lib/offline/keep-language-message';

/**
 * Where the static export serves the worker that `serwist build` writes: at the root, so it controls
 * every page. One address for every language: a second address would be a second worker, installed
 * and handed over at each change of language.
 */
const SERVICE_WORKER_URL = '/service-worker.js';

/** Asks the active worker to keep the language's pages; resolves with its answer. */
function keepLanguage(worker: ServiceWorker, lang: Lang): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      channel.port1.close();
      resolve(event.data === true);
    };
    worker.postMessage(keepLanguageMessage(lang), [channel.port2]);
  });
}

/**
 * Registers the offline worker, then asks it to keep the pages of the page's language for offline
 * use. The outcome is only logged: the site works the same without it, just not offline.
 * `container` is undefined where the browser offers no service workers (old browsers, some private
 * modes, plain http).
 */
export async function registerServiceWorker(container: ServiceWorkerContainer | undefined, lang: Lang): Promise<void> {
  if (!container) {
    console.info('No service worker support here: the site will not work offline.');
    return;
  }
  try {
    const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
    console.info(`Service worker registered for offline use (scope ${registration.scope}).`);
    const { active } = await container.ready;
    if (!active) return;
    if (await keepLanguage(active, lang)) console.info(`The pages in ${lang} are kept for offline use.`);
    else console.warn(`The pages in ${lang} could not all be kept for offline use; the next visit tries again.`);
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
