#!/usr/bin/env node
// Page loads while switching language, with the offline worker active. Builds nothing: serves the
// existing out/ (run `npm run build` first). One visit installs the worker; then BENCH_LOADS page
// loads (default 200), each in the next of the six languages and on the next of a few pages, one
// right after the other as a visitor clicking through would (each page asks the worker, after its
// load, to keep its language). Prints how many loads there were, how many took longer than 5 s or
// never finished within 30 s, the median and the slowest (from navigation start to the load event),
// and how many new service workers started meanwhile (a worker per language would start one at
// each switch). BENCH_BUSY=1 keeps one core busy meanwhile, as on a phone doing other work.
import { spawn } from 'node:child_process';
import { LANGUAGES } from '../lib/i18n/language-list.mjs';
import { launchChromium, median, serveExport } from './support/serve-and-launch.mjs';

const LOADS = Number(process.env.BENCH_LOADS || 200);
const SLOW_MS = 5_000;
const STUCK_MS = 30_000;
const PAGES = ['/', '/faq', '/about', '/coin-flip', '/templates', '/blog', '/verify'];

/** A page's address in a language: English at the root, the others under their prefix. */
const pathIn = (lang, path) => (lang === 'en' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`);

const busy = process.env.BENCH_BUSY === '1' ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : null;
const { base, stop } = await serveExport();
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
const page = await context.newPage();

// The first visit: the worker installs (precaching what every page shares and the English pages) and takes the page.
await page.goto(`${base}/faq`);
await page.evaluate(async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  }
});
let workersStarted = 0;
context.on('serviceworker', () => (workersStarted += 1));

const times = [];
let stuck = 0;
for (let i = 0; i < LOADS; i += 1) {
  const lang = LANGUAGES[(i + 1) % LANGUAGES.length];
  const path = pathIn(lang, PAGES[i % PAGES.length]);
  const started = performance.now();
  try {
    await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: STUCK_MS });
    times.push(performance.now() - started);
  } catch {
    stuck += 1;
    times.push(STUCK_MS);
    console.log(`stuck: ${path} did not finish loading within ${STUCK_MS / 1000} s`);
  }
}
const controlled = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? 'none');

console.log(`Language switching with the offline worker active: ${LOADS} page loads across ${LANGUAGES.length} languages, headless Chromium, 1280x800${busy ? ', one core kept busy' : ''}.`);
console.table({
  'page loads': times.length,
  [`over ${SLOW_MS / 1000} s`]: times.filter((ms) => ms > SLOW_MS).length,
  [`not finished in ${STUCK_MS / 1000} s`]: stuck,
  'median (ms)': Math.round(median(times)),
  'slowest (ms)': Math.round(Math.max(...times)),
  'service workers started while switching': workersStarted,
  'last page controlled by': controlled.replace(base, ''),
});
await browser.close();
stop();
busy?.kill();
