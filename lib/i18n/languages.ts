/**
 * The site's languages. English lives at the root of the site (and is the x-default
 * for search engines); every other language has the same pages under its own prefix.
 */

import { LANGUAGES, PREFIXED_LANGUAGES } from './language-list.mjs';

// The list itself is plain JavaScript, shared with the scripts and tests that run without a compiler.
export { LANGUAGES, PREFIXED_LANGUAGES };
export type Lang = (typeof LANGUAGES)[number];

interface LanguageFacts {
  /** `<html lang>` and hreflang: a BCP 47 tag. */
  tag: string;
  /** Open Graph's locale. */
  ogLocale: string;
  /** The language's name in itself, as the language switcher offers it. */
  ownName: string;
  /** Nouns keep their capital inside a sentence (German): a coin side's name is not lower-cased there. */
  capitalizesNouns?: true;
}

export const LANGUAGE_FACTS: Record<Lang, LanguageFacts> = {
  en: { tag: 'en', ogLocale: 'en_US', ownName: 'English' },
  es: { tag: 'es', ogLocale: 'es_ES', ownName: 'Español' },
  'pt-br': { tag: 'pt-BR', ogLocale: 'pt_BR', ownName: 'Português' },
  fr: { tag: 'fr', ogLocale: 'fr_FR', ownName: 'Français' },
  de: { tag: 'de', ogLocale: 'de_DE', ownName: 'Deutsch', capitalizesNouns: true },
  it: { tag: 'it', ogLocale: 'it_IT', ownName: 'Italiano' },
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A site path in a language: ('es', '/faq') is '/es/faq', ('es', '/') is '/es', ('en', '/faq') is '/faq'. */
export function pathIn(lang: Lang, path: string): string {
  if (lang === 'en') return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** The language of a site path and the path without its prefix: '/es/faq' is es and '/faq'. */
export function splitPath(pathname: string): { lang: Lang; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== 'en' && isLang(first)) return { lang: first, path: `/${rest.join('/')}` };
  return { lang: 'en', path: pathname || '/' };
}

/**
 * The same address with its language prefix in lower case, for a prefix typed in another case
 * (/ES/faq is /es/faq, /pt-BR/ is /pt-br): the pages live under lower-case prefixes only. Null when
 * the path starts with no language prefix in another case.
 */
export function withLowerCasePrefix(pathname: string): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  const lower = first.toLowerCase();
  if (lower === first || lower === 'en' || !isLang(lower)) return null;
  return `/${[lower, ...rest].join('/')}`.replace(/\/+$/, '');
}

/** The addresses a 404 page is built at: English's (Next.js's own) and each language's. */
const NOT_FOUND_PAGES = new Set(['/_not-found', '/404']);

/**
 * The same page in another language: the path itself, except a blog post, whose languages
 * each have posts of their own, which leads to that language's blog, and a 404 page, whose
 * language links lead home.
 */
export function samePageIn(lang: Lang, pathname: string): string {
  const { path } = splitPath(pathname);
  if (NOT_FOUND_PAGES.has(path)) return pathIn(lang, '/');
  return pathIn(lang, /^\/blog\/./.test(path) ? '/blog' : path);
}

/** The first of the browser's preferred languages (e.g. navigator.languages) that the site speaks. */
export function preferredLanguage(browserLanguages: readonly string[]): Lang | undefined {
  for (const tag of browserLanguages) {
    // Portuguese of any region reads the Brazilian pages more easily than English ones.
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'pt') return 'pt-br';
    if (isLang(base)) return base;
  }
  return undefined;
}
