// @ts-check
// `serwist build serwist.config.mjs`, run after `next build`: bundles
// worker/service-worker.ts into out/service-worker.js with the list of files to
// precache. Serwist's configurator mode (@serwist/next/config) works from the
// finished output, so it is independent of the bundler (Turbopack here).
import { readFileSync } from 'node:fs';
import { serwist } from '@serwist/next/config';

const OUT = 'out';

/**
 * The `<script noModule>` polyfills Next.js adds to every page. Browsers with
 * service workers never run them, so they are not worth downloading.
 */
function noModuleScripts() {
  const html = readFileSync(`${OUT}/index.html`, 'utf8');
  return [...html.matchAll(/<script src="\/([^"]+)" noModule=""/g)].map(([, src]) => src);
}

/**
 * The exported files as a static host serves them: out/about.html at /about,
 * out/index.html at /, everything else at its own path. (The configurator's own
 * transform, which runs after this one, maps Next.js's server output and leaves
 * these addresses alone.)
 * @type {import('@serwist/build').ManifestTransform}
 */
const toSiteUrls = (entries) => ({
  manifest: entries.map((entry) => {
    const page = entry.url.match(/^(.*?)(?:(?:^|\/)index)?\.html$/);
    return { ...entry, url: `/${page ? page[1] : entry.url}` };
  }),
  warnings: [],
});

export default await serwist({
  swSrc: 'worker/service-worker.ts',
  swDest: `${OUT}/service-worker.js`,
  globDirectory: OUT,
  // The pages, their scripts, styles and icons, the web app manifest, and the
  // page data (*.txt) Next.js's router fetches for in-app navigation.
  globPatterns: ['**/*.{html,js,css,ico,png,svg,webmanifest,txt}'],
  globIgnores: [
    '_not-found{.html,.txt,/**}', // Next.js's copy of 404.html
    // The embedded wheel lives in other sites' frames and registers no worker; a visitor's own worker
    // need not hold it. Its scripts are the wheel's, kept with the home page.
    'embed{.html,.txt,/**}',
    '*/embed{.html,.txt,/**}',
    '**/__next._full.txt', // the same bytes as the page's own .txt
    'robots.txt',
    'og-image.png', // share pictures: fetched by other sites' link previews, never by the site itself
    'og/**',
    'placeholder.svg', // never shown
    ...noModuleScripts(),
  ],
  // Only the pages and unhashed files need a revision: chunk names change with their content.
  dontCacheBustURLsMatching: /^_next\/static\//,
  manifestTransforms: [toSiteUrls],
  // The export is built once, then checked: these are not Next.js's server files.
  precachePrerendered: false,
});
