// The site's languages, in plain JavaScript so that the Node scripts, the engine tests and the
// benchmarks read the same list as the site (lib/i18n/languages.ts re-exports it with its types).
// English lives at the root of the site; every other language has the same pages under its own prefix.

/** Every language of the site, English first. */
export const LANGUAGES = /** @type {const} */ (['en', 'es', 'pt-br', 'fr', 'de', 'it']);

/**
 * The languages served under a prefix: /es/…, /pt-br/…, /fr/…, /de/…, /it/….
 * @type {Exclude<(typeof LANGUAGES)[number], 'en'>[]}
 */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((lang) => lang !== 'en');
