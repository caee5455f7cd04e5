/**
 * How the service worker finds a precached page for a navigation when the
 * network fails. serwist.config.mjs precaches every exported page under its
 * clean URL (out/about.html as /about, out/index.html as /), the way a static
 * host serves them, so a request only needs its path normalised.
 */

/** The precache key of the exported 404.html. */
export const NOT_FOUND_PAGE = '/404';

/**
 * The precache key for a navigation to `url`: the path alone (a page is the
 * same whatever its query, e.g. /?template_entries=...), without a trailing
 * slash, an ".html" ending or a final "index".
 */
export function precacheKeyForPage(url: URL): string {
  const path = url.pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
