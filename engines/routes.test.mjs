// Every page of the export opens in this engine with its heading and no page error.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PREFIXED_LANGUAGES } from '../lib/i18n/language-list.mjs';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';
import { openTab } from './session.mjs';

/** The languages under a prefix; their pages run the same code as the English ones. */
const PREFIXES = new Set(PREFIXED_LANGUAGES);

/** The exported pages, from out/ itself: a page added to the site is tested here without a list to keep. */
function exportedPages(dir = 'out', prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name.startsWith('_') || entry.name === 'og' ? [] : exportedPages(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!entry.name.endsWith('.html') || entry.name.startsWith('_') || entry.name === '404.html') return [];
    const name = entry.name.replace(/\.html$/, '');
    return [name === 'index' ? prefix || '/' : `${prefix}/${name}`];
  });
}

let tab;
before(async () => {
  tab = await openTab();
});
after(() => tab.close());

/** Routes with a page for each of many items: the same code with other content, so one of each is opened. */
const ONE_OF_EACH = new Set(['blog', 'templates']);

/**
 * Every English page, one post and one template among them, and in each other language the pages
 * whose scripts word numbers, dates and plurals in the language (the wheel, the coin, /verify): the
 * rest run the same code as in English. Every post and template is opened in Chromium
 * (e2e/blog-posts.desktop.spec.ts, e2e/templates.desktop.spec.ts).
 */
function pagesToOpen() {
  const opened = new Set();
  return exportedPages()
    .sort()
    .filter((page) => {
      const [, first, ...rest] = page.split('/');
      if (PREFIXES.has(first)) return ['', 'coin-flip', 'verify'].includes(rest.join('/'));
      if (!ONE_OF_EACH.has(first) || rest.length === 0) return true;
      if (opened.has(first)) return false;
      opened.add(first);
      return true;
    });
}

test('every exported page opens with its heading and no page error', async () => {
  const pages = pagesToOpen();
  assert.ok(pages.length >= 25, `only ${pages.length} pages found in out/`);
  for (const page of pages) {
    await tab.goto(page);
    await tab.waitUntil(() => (document.querySelector('h1')?.textContent ?? '').trim() !== '');
    assert.deepEqual(tab.errors, [], `page errors on ${page}`);
  }
});

test('an unknown address shows the 404 page with a way home', async () => {
  await tab.goto('/no-such-page');
  await tab.waitForText('Oops! Page not found');
  await tab.clickRole('link', 'Return to Home');
  await tab.waitUntil((ready) => document.querySelector(ready) !== null, WHEEL_READY);
});
