/**
 * How the service worker finds a kept page for a navigation when the
 * network fails. serwist.config.mjs lists every exported page under its
 * clean URL (out/about.html as /about, out/index.html as /), the way a static
 * host serves them, so a request only needs its path normalised.
 */

// A relative path: the service worker's bundle (worker/) does not know the app's @/ alias.
import { isLang, splitPath, type Lang } from '../i18n/languages';

/** The precache key of a language's 404 page: the exported 404.html, or {lang}/404.html. */
export function notFoundPageIn(lang: Lang): string {
  return lang === 'en' ? '/404' : `/${lang}/404`;
}

/** The language of a page, from its address (English outside any language's prefix). */
export function languageOfPage(url: URL): Lang {
  return splitPath(url.pathname).lang;
}

/**
 * Which language a precached file belongs to, or 'shared' for what every language uses (scripts,
 * styles, icons, the web app manifest). A page's data (/es.txt, /es/faq.txt) belongs to its page.
 */
export function languageOfFile(path: string): Lang | 'shared' {
  if (path.startsWith('/_next/') || /\.(js|css|png|ico|svg|webmanifest)$/.test(path)) return 'shared';
  const first = (path.split('/')[1] ?? '').replace(/\.txt$/, '');
  return first !== 'en' && isLang(first) ? first : 'en';
}

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
