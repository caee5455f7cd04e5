/**
 * The pages the offline worker keeps, language by language. There is one worker for the whole site,
 * whatever the language: it keeps the pages (and their data for in-app navigation) of each language
 * the visitor reads, in a cache of its own, so reading another language adds that language's pages
 * instead of installing another worker. Six languages' pages at once would be several times the
 * download a phone needs.
 */

// A relative path: the service worker's bundle (worker/) does not know the app's @/ alias.
import type { Lang } from '../i18n/languages';
import { languageOfFile } from './precache-lookup';

/** A page or page-data file of the build, as the worker's manifest lists it. */
export interface PageFile {
  /** Its address on the site: /fr/faq, /fr/faq.txt. */
  url: string;
  /** Changes when the file does; null when the build gave none. */
  revision: string | null;
}

/** The cache the language pages live in (beside the precache of what every language shares). */
export const LANGUAGE_PAGES_CACHE = 'spinfair-language-pages';

/** How many of a language's files are fetched at once when it is kept. */
const FETCHES_AT_ONCE = 6;

interface Environment {
  caches: CacheStorage;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** The site's origin, to which the files' addresses are relative. */
  origin: string;
}

export interface LanguagePages {
  /**
   * Fetches every file of the language not yet kept at its current revision; resolves once all are
   * there, rejects once the others are done if one could not be fetched (what was fetched stays). Calls for the same language
   * while one runs share it.
   */
  keep(lang: Lang): Promise<void>;
  /** The languages with at least one file kept, at any revision: those a visitor has read. */
  languagesKept(): Promise<Lang[]>;
  /** The kept copy of a file of the current build, by its address; undefined when it is not kept. */
  match(url: string): Promise<Response | undefined>;
  /** Whether the address is a page or page-data file of the current build. */
  has(url: string): boolean;
  /** Deletes every kept file that is not the current build's revision of a file. */
  dropOutdated(): Promise<void>;
}

/**
 * The key a file is kept under: its address with its revision, so a new build's copy is fetched
 * beside the copy the running worker still serves, never over it.
 */
function keyOf(file: PageFile, origin: string): string {
  const key = new URL(file.url, origin);
  if (file.revision) key.searchParams.set('__revision', file.revision);
  return key.href;
}

export function languagePages(files: readonly PageFile[], { caches, fetch, origin }: Environment): LanguagePages {
  const byUrl = new Map(files.map((file) => [file.url, file]));
  const current = new Set(files.map((file) => keyOf(file, origin)));
  const ofLanguage = (lang: Lang) => files.filter((file) => languageOfFile(file.url) === lang);
  /** Languages whose every file is known to be kept, in this run of the worker. */
  const complete = new Set<Lang>();
  const underWay = new Map<Lang, Promise<void>>();

  async function fetchMissing(lang: Lang): Promise<void> {
    const cache = await caches.open(LANGUAGE_PAGES_CACHE);
    const kept = new Set((await cache.keys()).map((request) => request.url));
    const missing = ofLanguage(lang).filter((file) => !kept.has(keyOf(file, origin)));
    const failed: string[] = [];
    let next = 0;
    const fetchOne = async (): Promise<void> => {
      while (next < missing.length) {
        const file = missing[next]!;
        next += 1;
        try {
          // A revisioned file is fetched past the browser's HTTP cache, which may hold an older copy.
          const response = await fetch(file.url, { cache: file.revision ? 'reload' : 'default', credentials: 'same-origin' });
          if (!response.ok) throw new Error(`status ${response.status}`);
          await cache.put(keyOf(file, origin), response);
        } catch {
          failed.push(file.url);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(FETCHES_AT_ONCE, missing.length) }, fetchOne));
    if (failed.length > 0) throw new Error(`Could not keep for offline use: ${failed.join(', ')}`);
    complete.add(lang);
  }

  return {
    keep(lang) {
      if (complete.has(lang)) return Promise.resolve();
      const running = underWay.get(lang);
      if (running) return running;
      const keeping = fetchMissing(lang).finally(() => underWay.delete(lang));
      underWay.set(lang, keeping);
      return keeping;
    },
    async languagesKept() {
      const cache = await caches.open(LANGUAGE_PAGES_CACHE);
      const langs = new Set<Lang>();
      for (const request of await cache.keys()) {
        const lang = languageOfFile(new URL(request.url).pathname);
        if (lang !== 'shared') langs.add(lang);
      }
      return [...langs];
    },
    async match(url) {
      const file = byUrl.get(url);
      if (!file) return undefined;
      const cache = await caches.open(LANGUAGE_PAGES_CACHE);
      return cache.match(keyOf(file, origin));
    },
    has: (url) => byUrl.has(url),
    async dropOutdated() {
      const cache = await caches.open(LANGUAGE_PAGES_CACHE);
      const outdated = (await cache.keys()).filter((request) => !current.has(request.url));
      await Promise.all(outdated.map((request) => cache.delete(request)));
    },
  };
}
