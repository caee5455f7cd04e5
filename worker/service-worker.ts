import { Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist';
import { isKeepLanguageMessage } from '../lib/offline/keep-language-message';
import { languagePages, type PageFile } from '../lib/offline/language-pages';
import { languageOfFile, languageOfPage, notFoundPageIn, precacheKeyForPage } from '../lib/offline/precache-lookup';
import { LANGUAGES, type Lang } from '../lib/i18n/languages';

// The offline worker, one for the whole site in every language, served at /service-worker.js.
// `serwist build` (see serwist.config.mjs) bundles this file and replaces self.__SW_MANIFEST with
// every exported page, script, style and icon, each with a revision. It precaches what every page
// shares, and keeps the pages of each language the visitor reads (lib/offline/language-pages.ts):
// reading another language adds its pages; it never installs another worker.

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/**
 * How long a page load waits for the network before the kept copy answers, when there is one.
 * Without a kept copy it waits for the network as long as the browser does.
 */
const NETWORK_WAIT_MS = 3000;

const manifest = (self.__SW_MANIFEST ?? []).map((entry): PageFile => (typeof entry === 'string' ? { url: entry, revision: null } : { url: entry.url, revision: entry.revision ?? null }));

const serwist = new Serwist({
  precacheEntries: manifest.filter((file) => languageOfFile(file.url) === 'shared'),
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

const pages = languagePages(
  manifest.filter((file) => languageOfFile(file.url) !== 'shared'),
  { caches: self.caches, fetch: (input, init) => self.fetch(input, init), origin: self.location.origin },
);

/** The languages to keep at install: those the visitor has read (kept by an earlier worker) and those of the open pages. */
async function languagesToKeep(): Promise<Lang[]> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return [...new Set([...(await pages.languagesKept()), ...windows.map((client) => languageOfPage(new URL(client.url)))])];
}

/** Every precached shared file that is not this build's, deleted (Serwist's own cleanup, without holding up activation). */
async function dropOutdatedSharedFiles(): Promise<void> {
  const cache = await self.caches.open(serwist.precacheStrategy.cacheName);
  const current = new Set(serwist.getUrlsToPrecacheKeys().values());
  const outdated = (await cache.keys()).filter((request) => !current.has(request.url));
  await Promise.all(outdated.map((request) => cache.delete(request)));
}

/** The kept copy of a page, from its address; undefined when its language is not kept. */
function keptPage(url: URL): Promise<Response | undefined> {
  return pages.match(precacheKeyForPage(url));
}

/** The 404 page, in the page's language when it is kept, else in a language that is. */
async function keptNotFoundPage(url: URL): Promise<Response | undefined> {
  for (const lang of [languageOfPage(url), ...LANGUAGES]) {
    const page = await pages.match(notFoundPageIn(lang));
    if (page) return page;
  }
  return undefined;
}

/** A kept page as the answer to `request`: its body only for a GET, with the status given. */
function answerWith(request: Request, page: Response, status: number): Response {
  return new Response(request.method === 'HEAD' ? null : page.body, {
    status,
    statusText: status === 404 ? 'Not Found' : page.statusText,
    headers: page.headers,
  });
}

/**
 * Pages come from the network whenever there is one, so a deploy shows at once and HTML is never
 * served stale. The kept copy answers when the network fails, or when it has not answered within
 * NETWORK_WAIT_MS: a load never waits on a stalled network when a copy is at hand. An unknown
 * address, or a page of a language not kept, gets the 404 page with status 404 when offline.
 */
async function answerPage(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const url = new URL(request.url);
  const network = (async () => ((await event.preloadResponse) as Response | undefined) ?? (await fetch(request)))().then(
    (response) => ({ response }),
    () => null,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), NETWORK_WAIT_MS);
  });
  const first = await Promise.race([network, late]);
  clearTimeout(timer);
  if (first && first !== 'late') return first.response;
  const copy = await keptPage(url);
  if (copy) return answerWith(request, copy, copy.status);
  const answered = first === 'late' ? await network : null;
  if (answered) return answered.response;
  const notFound = await keptNotFoundPage(url);
  return notFound ? answerWith(request, notFound, 404) : Response.error();
}

/**
 * Page loads, and the HEAD request with which Next.js's router checks that a
 * page exists before it prefetches the page's data for a link.
 */
function isPageRequest(request: Request): boolean {
  return request.mode === 'navigate' || (request.method === 'HEAD' && new URL(request.url).origin === self.location.origin);
}

/** A page's data for in-app navigation (/fr/faq.txt?_rsc=…): the kept copy, else the network. */
async function answerPageData(request: Request): Promise<Response> {
  return (await pages.match(new URL(request.url).pathname)) ?? fetch(request);
}

function isPageData(request: Request): boolean {
  const url = new URL(request.url);
  return request.method === 'GET' && url.origin === self.location.origin && pages.has(url.pathname);
}

/**
 * A worker's script (the /verify checker's), from the precache like any script, but as a response
 * with no address of its own. A response carries the address it was fetched at, and a worker takes
 * its own location from it: the cached copy's address lacks the #params= fragment the checker's
 * script reads its set-up from, and the worker would not start. With no address, the browser gives
 * the response the worker's own address, fragment included, as when it comes from the network.
 */
async function answerWorkerScript(event: FetchEvent): Promise<Response> {
  const response = (await serwist.handleRequest({ request: event.request, event })) ?? (await fetch(event.request));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

self.addEventListener('install', (event) => {
  serwist.handleInstall(event);
  event.waitUntil(languagesToKeep().then((langs) => Promise.all(langs.map((lang) => pages.keep(lang)))));
});

self.addEventListener('activate', () => {
  // Page loads that reach a worker while it activates wait for the activation to end, so the
  // activation holds nothing up: the previous build's files are deleted afterwards. Whatever is
  // left if the browser stops the worker first goes at the next activation.
  void dropOutdatedSharedFiles();
  void pages.dropOutdated();
});

self.addEventListener('message', (event) => {
  if (!isKeepLanguageMessage(event.data)) {
    serwist.handleCache(event);
    return;
  }
  const reply = event.ports[0];
  event.waitUntil(
    pages.keep(event.data.lang).then(
      () => reply?.postMessage(true),
      () => reply?.postMessage(false),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  // Serwist's own router would answer precached pages from the cache first (and
  // passes HEAD requests to the network), so pages are routed here; scripts,
  // styles, icons and page data are served from the precache.
  const { request } = event;
  if (isPageRequest(request)) event.respondWith(answerPage(event));
  else if (request.destination === 'worker') event.respondWith(answerWorkerScript(event));
  else if (isPageData(request)) event.respondWith(answerPageData(request));
  else serwist.handleFetch(event);
});
