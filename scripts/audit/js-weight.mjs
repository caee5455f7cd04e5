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
import { PREFIXED_LANGUAGES } from '../../lib/i18n/language-list.mjs';
import { exportedPages, OUT_DIR, ROOT, scriptsOf } from './exported-pages.mjs';

const budgets = JSON.parse(readFileSync(path.join(ROOT, 'budgets.json'), 'utf8')).javascriptKB;
const KB = 1000;

/** A page under a language's prefix takes the `/{lang}/...` budget of its path. */
function budgetFor(route) {
  const [, first = ''] = route.split('/');
  const page = PREFIXED_LANGUAGES.includes(first) ? route.replace(`/${first}`, '/{lang}') : route;
  if (page in budgets) return { pattern: page, kb: budgets[page] };
  const prefix = Object.keys(budgets)
    .filter((key) => key.endsWith('/*') && page.startsWith(key.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0];
  const pattern = prefix ?? (page.startsWith('/{lang}') ? '/{lang}/*' : '*');
  return { pattern, kb: budgets[pattern] };
}

const gzipSizes = new Map();
function gzipSize(src) {
  if (!gzipSizes.has(src)) gzipSizes.set(src, gzipSync(readFileSync(path.join(OUT_DIR, src))).length);
  return gzipSizes.get(src);
}

const rows = exportedPages().map(({ route, file }) => {
  const scripts = scriptsOf(readFileSync(file, 'utf8'));
  const bytes = scripts.reduce((sum, src) => sum + gzipSize(src), 0);
  const budget = budgetFor(route);
  return { route, scripts, kb: bytes / KB, budget };
});

// Pages that share a budget pattern other than an exact path (the blog posts)
// are shown as one line: how many, and the lightest and heaviest.
const lines = [];
for (const row of rows) {
  const group = row.budget.pattern.endsWith('/*') ? row.budget.pattern : row.route;
  const line = lines.find((l) => l.group === group);
  if (line) line.rows.push(row);
  else lines.push({ group, rows: [row] });
}
const range = (values, digits) => {
  const [min, max] = [Math.min(...values), Math.max(...values)];
  return min === max ? Number(max.toFixed(digits)) : `${min.toFixed(digits)} to ${max.toFixed(digits)}`;
};
console.log('JavaScript per page (module scripts, gzip, kB = 1,000 bytes; budgets in budgets.json):');
console.table(
  lines.map(({ group, rows: members }) => {
    const { budget } = members[0];
    return {
      page: members.length > 1 ? `${group} (${members.length} pages)` : group,
      scripts: range(members.map((m) => m.scripts.length), 0),
      'gzip kB': range(members.map((m) => m.kb), 1),
      budget: budget.kb,
      '': members.some((m) => m.kb > budget.kb) ? 'OVER' : 'ok',
    };
  }),
);

const over = rows.filter((row) => row.kb > row.budget.kb);
for (const { route, scripts, kb, budget } of over) {
  console.log(`\n✗ ${route}: ${kb.toFixed(1)} kB of JavaScript, over its budget of ${budget.kb} kB by ${(kb - budget.kb).toFixed(1)} kB. Its scripts:`);
  const sized = scripts.map((src) => ({ script: src, 'gzip kB': gzipSize(src) / KB }));
  sized.sort((a, b) => b['gzip kB'] - a['gzip kB']);
  console.table(sized.map((s) => ({ ...s, 'gzip kB': Number(s['gzip kB'].toFixed(1)) })));
}
if (over.length > 0) process.exit(1);
console.log(`✓ All ${rows.length} pages are within their JavaScript budgets.`);
