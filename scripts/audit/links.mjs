#!/usr/bin/env node
// Links: crawls the served export with linkinator, starting from every
// exported page, every address in the sitemap and RSS feed and the files a
// static host must serve, and fails if an internal link, script, stylesheet,
// icon or #fragment does not resolve, or resolves only through a redirect.
// Links to other sites are not requested, only listed. Links to the site's own
// public address (canonical URLs, the sitemap) are checked against the local copy.
import { readFileSync } from 'node:fs';
import { LinkChecker, LinkState } from 'linkinator';
import { exportedPages, OUT_DIR } from './exported-pages.mjs';
import { serveExport } from './serve-export.mjs';

const canonicalHome = readFileSync(`${OUT_DIR}/index.html`, 'utf8').match(/<link rel="canonical" href="([^"]+)"/)?.[1];
const publicOrigin = canonicalHome ? new URL(canonicalHome).origin : null;
const pages = exportedPages();
const { origin, stop } = await serveExport({ fastCompression: true });
const toLocal = (url) => (publicOrigin && url.startsWith(publicOrigin) ? origin + url.slice(publicOrigin.length) : url);

/** The addresses listed in the sitemap and the feed, which no page links to as such. */
function listedAddresses() {
  const sitemap = readFileSync(`${OUT_DIR}/sitemap.xml`, 'utf8');
  const feed = readFileSync(`${OUT_DIR}/blog/rss.xml`, 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), ...feed.matchAll(/<link>([^<]+)<\/link>/g)].map(([, url]) => toLocal(url));
}

// The files a static host must serve besides the pages (404.html is among the pages, as /404).
const hostFiles = ['/service-worker.js', '/manifest.webmanifest', '/sitemap.xml', '/robots.txt', '/blog/rss.xml'];
const seeds = [...new Set([...pages.map(({ route }) => `${origin}${route}`), ...listedAddresses(), ...hostFiles.map((file) => `${origin}${file}`)])];

const external = new Map();
const checker = new LinkChecker();
let result;
try {
  result = await checker.check({
    path: seeds,
    recurse: true,
    // Resolve relative links the way browsers do: /about is a page, not a folder.
    cleanUrls: true,
    checkCss: true,
    checkFragments: true,
    redirects: 'error',
    concurrency: 20,
    timeout: 10_000,
    urlRewriteExpressions: publicOrigin ? [{ pattern: new RegExp(`^${publicOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), replacement: origin }] : [],
    linksToSkip: async (link) => {
      if (link.startsWith(origin)) return false;
      if (!external.has(link)) external.set(link, new Set());
      return true;
    },
  });
} finally {
  await stop();
}

const local = (url) => (url ?? '').replace(origin, '') || '/';
for (const link of result.links) {
  if (link.state === LinkState.SKIPPED && external.has(link.url) && link.parent) external.get(link.url).add(local(link.parent));
}
const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
const broken = result.links.filter((link) => link.state === LinkState.BROKEN);

console.log(
  `Links: ${new Set(checked.map((l) => l.url)).size} internal addresses checked, starting from ${seeds.length} (${pages.length} pages, the sitemap, the feed and the host files); ${broken.length} broken.`,
);
console.log(`External links (listed, not requested): ${external.size}`);
for (const [url, parents] of [...external].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${url}  (${parents.size} page${parents.size === 1 ? '' : 's'})`);
}
if (broken.length > 0) {
  console.error('\n✗ Broken internal links:');
  for (const link of broken) {
    const why = (link.failureDetails ?? []).map((d) => (d instanceof Error ? d.message : `HTTP ${d.status}`)).join('; ');
    console.error(`  ${local(link.url)} (status ${link.status ?? '-'}) on ${local(link.parent)}${why ? `: ${why}` : ''}`);
  }
  process.exit(1);
}
console.log('✓ Every internal link and asset resolves.');
