import { NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist';
import { NOT_FOUND_PAGE, precacheKeyForPage } from '../lib/offline/precache-lookup';

// The offline worker, served at /service-worker.js. `serwist build` (see
// serwist.config.mjs) bundles this file and replaces self.__SW_MANIFEST with
// every exported page, script, style and icon, each with a revision.

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    // A static file is the same whatever its query: Next.js adds ?<hash> to icon links.
    ignoreURLParametersMatching: [/.*/],
  },
  // A new deploy's worker takes over as soon as it has precached the new files,
  // so the next page load already uses them.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
});

/** The precached copy of a page, or of the 404 page (with status 404) for an unknown address. */
async function precachedPage(request: Request): Promise<Response> {
  const page = await serwist.matchPrecache(precacheKeyForPage(new URL(request.url)));
  if (page) return page;
  const notFound = await serwist.matchPrecache(NOT_FOUND_PAGE);
  if (!notFound) return Response.error();
  return new Response(notFound.body, { status: 404, statusText: 'Not Found', headers: notFound.headers });
}

// Pages come from the network whenever there is one, so a deploy shows at once
// and HTML is never served stale; the precached copy answers when the network
// fails or has not answered within a few seconds.
const pages = new NetworkOnly({
  networkTimeoutSeconds: 5,
  plugins: [{ handlerDidError: ({ request }) => precachedPage(request) }],
});

self.addEventListener('install', serwist.handleInstall);
self.addEventListener('activate', serwist.handleActivate);
self.addEventListener('message', serwist.handleCache);
self.addEventListener('fetch', (event) => {
  // Serwist's own router would answer precached pages from the cache first, so
  // navigations are routed here; scripts, styles and icons are served cache-first.
  if (event.request.mode === 'navigate') event.respondWith(pages.handle({ event, request: event.request }));
  else serwist.handleFetch(event);
});
