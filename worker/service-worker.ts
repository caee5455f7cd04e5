import { NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist';
import { languageOfFile, languageOfPage, notFoundPageIn, precacheKeyForPage, precacheLanguage } from '../lib/offline/precache-lookup';

// The offline worker, served at /service-worker.js?lang={language}. `serwist build`
// (see serwist.config.mjs) bundles this file and replaces self.__SW_MANIFEST with
// every exported page, script, style and icon, each with a revision. It precaches
// what every page shares and the pages of one language, the one the visitor reads:
// six languages' pages would be several times the download a phone needs.

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const LANGUAGE = precacheLanguage(self.location.search);

function urlOf(entry: PrecacheEntry | string): string {
  return typeof entry === 'string' ? entry : entry.url;
}

const serwist = new Serwist({
  precacheEntries: (self.__SW_MANIFEST ?? []).filter((entry) => [LANGUAGE, 'shared'].includes(languageOfFile(urlOf(entry)))),
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

/**
 * The precached copy of a page, or of the 404 page (with status 404) for an unknown address or a
 * page of a language this worker did not precache: in the page's language when it has it.
 */
async function precachedPage(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const page = await serwist.matchPrecache(precacheKeyForPage(url));
  const notFound = page
    ? undefined
    : ((await serwist.matchPrecache(notFoundPageIn(languageOfPage(url)))) ?? (await serwist.matchPrecache(notFoundPageIn(LANGUAGE))));
  const response = page ?? notFound;
  if (!response) return Response.error();
  return new Response(request.method === 'HEAD' ? null : response.body, {
    status: page ? response.status : 404,
    statusText: page ? response.statusText : 'Not Found',
    headers: response.headers,
  });
}

// Pages come from the network whenever there is one, so a deploy shows at once
// and HTML is never served stale; the precached copy answers when the network
// fails or has not answered within a few seconds.
const pages = new NetworkOnly({
  networkTimeoutSeconds: 5,
  plugins: [{ handlerDidError: ({ request }) => precachedPage(request) }],
});

/**
 * Page loads, and the HEAD request with which Next.js's router checks that a
 * page exists before it prefetches the page's data for a link.
 */
function isPageRequest(request: Request): boolean {
  return request.mode === 'navigate' || (request.method === 'HEAD' && new URL(request.url).origin === self.location.origin);
}

self.addEventListener('install', serwist.handleInstall);
self.addEventListener('activate', serwist.handleActivate);
self.addEventListener('message', serwist.handleCache);
self.addEventListener('fetch', (event) => {
  // Serwist's own router would answer precached pages from the cache first (and
  // passes HEAD requests to the network), so pages are routed here; scripts,
  // styles, icons and page data are served from the precache.
  if (isPageRequest(event.request)) event.respondWith(pages.handle({ event, request: event.request }));
  else serwist.handleFetch(event);
});
