/** Where the static export serves the worker that `serwist build` writes (SPEC.md section 7). */
export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers the offline worker. The outcome is only logged: the site works the
 * same without it, just not offline. `container` is undefined where the browser
 * offers no service workers (old browsers, some private modes, plain http).
 */
export async function registerServiceWorker(container: ServiceWorkerContainer | undefined): Promise<void> {
  if (!container) {
    console.info('No service worker support here: the site will not work offline.');
    return;
  }
  try {
    const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
    console.info(`Service worker registered for offline use (scope ${registration.scope}).`);
  } catch (error) {
    console.warn('Service worker registration failed: the site will not work offline.', error);
  }
}
