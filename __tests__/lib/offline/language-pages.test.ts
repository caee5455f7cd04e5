/** @jest-environment node */
import { LANGUAGE_PAGES_CACHE, languagePages, type PageFile } from '@/lib/offline/language-pages';

const ORIGIN = 'https://spinfair.app';

/** The Cache API as the worker sees it, in memory: one cache a name, responses by address. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      match: async (url: string) => store.get(url)?.clone(),
      put: async (url: string, response: Response) => void store.set(url, response),
      delete: async (request: Request) => store.delete(request.url),
    } as unknown as Cache;
  };
  const kept = () => [...(stores.get(LANGUAGE_PAGES_CACHE)?.keys() ?? [])].map((url) => url.slice(ORIGIN.length)).sort();
  return { caches: { open } as unknown as CacheStorage, kept };
}

/** A network that answers each address with its own path, noting each request; `failing` answers 500. */
function network(failing: string[] = []) {
  const requested: string[] = [];
  const fetch = async (input: string) => {
    requested.push(input);
    return new Response(`page ${input}`, { status: failing.includes(input) ? 500 : 200 });
  };
  return { fetch, requested };
}

const BUILD: PageFile[] = [
  { url: '/', revision: 'a1' },
  { url: '/faq', revision: 'b1' },
  { url: '/faq.txt', revision: 'c1' },
  { url: '/fr', revision: 'd1' },
  { url: '/fr/faq', revision: 'e1' },
  { url: '/fr/faq.txt', revision: 'f1' },
  { url: '/de/faq', revision: 'g1' },
];

describe('languagePages', () => {
  it("keeps one language's pages and data, and only them", async () => {
    const { caches, kept } = memoryCaches();
    const { fetch, requested } = network();
    const pages = languagePages(BUILD, { caches, fetch, origin: ORIGIN });
    await pages.keep('fr');
    expect(requested.sort()).toEqual(['/fr', '/fr/faq', '/fr/faq.txt']);
    expect(await pages.languagesKept()).toEqual(['fr']);
    expect(await (await pages.match('/fr/faq'))?.text()).toBe('page /fr/faq');
    expect(await pages.match('/faq')).toBeUndefined();
    expect(kept()).toHaveLength(3);
  });

  it('adds a second language beside the first, and fetches nothing again for a language already kept', async () => {
    const { caches } = memoryCaches();
    const { fetch, requested } = network();
    const pages = languagePages(BUILD, { caches, fetch, origin: ORIGIN });
    await Promise.all([pages.keep('fr'), pages.keep('fr')]);
    await pages.keep('en');
    await pages.keep('fr');
    expect(requested).toHaveLength(6);
    expect((await pages.languagesKept()).sort()).toEqual(['en', 'fr']);
    // A new run of the worker (its memory gone) finds them kept and fetches nothing.
    const again = languagePages(BUILD, { caches, fetch, origin: ORIGIN });
    await again.keep('fr');
    expect(requested).toHaveLength(6);
  });

  it("fetches a new build's changed files beside the old copies, and drops the old copies only when told", async () => {
    const { caches, kept } = memoryCaches();
    const first = network();
    await languagePages(BUILD, { caches, fetch: first.fetch, origin: ORIGIN }).keep('fr');
    const next = BUILD.map((file) => (file.url === '/fr/faq' ? { ...file, revision: 'e2' } : file));
    const second = network();
    const pages = languagePages(next, { caches, fetch: second.fetch, origin: ORIGIN });
    expect(await pages.languagesKept()).toEqual(['fr']);
    await pages.keep('fr');
    expect(second.requested).toEqual(['/fr/faq']);
    expect(kept()).toContain('/fr/faq?__revision=e1');
    await pages.dropOutdated();
    expect(kept()).toEqual(['/fr/faq.txt?__revision=f1', '/fr/faq?__revision=e2', '/fr?__revision=d1']);
  });

  it('rejects when a file cannot be fetched, keeps what was, and tries the rest again next time', async () => {
    const { caches, kept } = memoryCaches();
    const broken = network(['/fr/faq']);
    const pages = languagePages(BUILD, { caches, fetch: broken.fetch, origin: ORIGIN });
    await expect(pages.keep('fr')).rejects.toThrow('/fr/faq');
    expect(kept()).not.toContain('/fr/faq?__revision=e1');
    const working = network();
    const later = languagePages(BUILD, { caches, fetch: working.fetch, origin: ORIGIN });
    await later.keep('fr');
    expect(working.requested).toEqual(['/fr/faq']);
  });

  it('knows the addresses of pages and page data, and nothing else', () => {
    const pages = languagePages(BUILD, { ...memoryCaches(), ...network(), origin: ORIGIN });
    expect(pages.has('/fr/faq.txt')).toBe(true);
    expect(pages.has('/_next/static/chunks/app.js')).toBe(false);
  });
});
