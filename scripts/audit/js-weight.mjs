#!/usr/bin/env node
// JavaScript weight: for every exported page, the gzip size of the scripts it
// loads, against the budgets in budgets.json. Fails on a page over its budget.
//
// A page loads what its HTML names: <script src> tags, script preloads and the
// client-component chunks listed in its inline React Server Components data.
// `<script noModule>` polyfills are left out: browsers that run modules (all
// the site supports) never fetch them. Chunks a page imports lazily, on
// interaction, are not counted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { exportedPages, OUT_DIR, ROOT } from './exported-pages.mjs';

const budgets = JSON.parse(readFileSync(path.join(ROOT, 'budgets.json'), 'utf8')).javascriptKB;
const KB = 1000;

function budgetFor(page) {
  if (page in budgets) return { pattern: page, kb: budgets[page] };
  const prefix = Object.keys(budgets)
    .filter((key) => key.endsWith('/*') && page.startsWith(key.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0];
  const pattern = prefix ?? '*';
  return { pattern, kb: budgets[pattern] };
}

const gzipSizes = new Map();
function gzipSize(src) {
  if (!gzipSizes.has(src)) gzipSizes.set(src, gzipSync(readFileSync(path.join(OUT_DIR, src))).length);
  return gzipSizes.get(src);
}

function scriptsOf(html) {
  const noModule = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*\snoModule/gi)].map((m) => m[1]));
  const all = new Set([...html.matchAll(/\/_next\/static\/[^"'\\\s]+\.js/g)].map((m) => m[0]));
  return [...all].filter((src) => !noModule.has(src));
}

const rows = exportedPages().map(({ route, file }) => {
  const scripts = scriptsOf(readFileSync(file, 'utf8'));
  const bytes = scripts.reduce((sum, src) => sum + gzipSize(src), 0);
  const budget = budgetFor(route);
  return { route, scripts, kb: bytes / KB, budget };
});

console.log('JavaScript per page (gzip, kB = 1,000 bytes; budgets in budgets.json):');
console.table(
  rows.map(({ route, scripts, kb, budget }) => ({
    page: route,
    scripts: scripts.length,
    'gzip kB': kb.toFixed(1),
    budget: `${budget.kb} (${budget.pattern})`,
    '': kb > budget.kb ? 'OVER' : 'ok',
  })),
);

const over = rows.filter((row) => row.kb > row.budget.kb);
for (const { route, scripts, kb, budget } of over) {
  console.error(`\n✗ ${route}: ${kb.toFixed(1)} kB of JavaScript, over its budget of ${budget.kb} kB. Its largest scripts:`);
  const largest = scripts.map((src) => ({ script: src, 'gzip kB': (gzipSize(src) / KB).toFixed(1) }));
  largest.sort((a, b) => Number(b['gzip kB']) - Number(a['gzip kB']));
  console.table(largest.slice(0, 8));
}
if (over.length > 0) process.exit(1);
console.log(`✓ All ${rows.length} pages are within their JavaScript budgets.`);
