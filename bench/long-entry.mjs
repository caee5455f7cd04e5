#!/usr/bin/env node
// Huge-entry benchmark. Builds nothing: serves the existing out/ (run `npm run build` first).
// Opens a shared-wheel link (`/#w=`, about 6 KB) whose first entry is 4,500,000 characters long,
// as a stranger could send one, and prints (median of 5 runs, min-max):
// - list shown: navigation start to the entry list showing the link's entries;
// - longest task after the list is shown: the longest main-thread task from then until the page
//   has settled (PerformanceObserver 'longtask', so 0 means none over 50 ms); the target is 200 ms;
// - longest task, whole load.
// Then the same for an edit of another entry on that list (the list and the wheel drawn again).
import { deflateRawSync } from 'node:zlib';
import { launchChromium, medianAndRange as figure, serveExport } from './support/serve-and-launch.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const LONG_CHARS = 4_500_000;

function link() {
  const texts = [`Start ${'x'.repeat(LONG_CHARS)}`, 'Bo', 'Cy', 'Di'];
  const json = JSON.stringify([1, 'Long entry', 'FFFFFF333333FFFFFF000000', texts, texts.map(() => '4ECDC4').join(''), []]);
  return `/#w=${deflateRawSync(Buffer.from(json)).toString('base64url')}`;
}

/** In the page from its first script: every long task, and the moment the list shows the link's second entry. */
function watchPage() {
  const seen = { tasks: [], listAt: null };
  window.__bench = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const look = () => {
    const rows = [...document.querySelectorAll('li span[title]')].map((el) => el.textContent);
    if (rows.includes('Bo') && rows.some((text) => text?.startsWith('Start xxx'))) seen.listAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

const settle = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))));
const longestSince = (page, since) =>
  page.evaluate((from) => Math.max(0, ...window.__bench.tasks.filter((t) => t.start + t.duration > from).map((t) => t.duration)), since);


const { base, stop } = await serveExport();
const browser = await launchChromium();
const url = link();
const runs = [];
try {
for (let i = 0; i < RUNS; i += 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(watchPage);
  await page.goto(`${base}${url}`);
  await page.waitForFunction(() => window.__bench.listAt !== null, null, { timeout: 120_000 });
  await settle(page);
  const listAt = await page.evaluate(() => window.__bench.listAt);
  const afterList = await longestSince(page, listAt);
  const whole = await longestSince(page, 0);
  const editAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Hide Bo' }).click();
  await page.getByRole('button', { name: 'Show Bo' }).waitFor();
  await settle(page);
  const afterEdit = await longestSince(page, editAt);
  runs.push({ listAt, afterList, whole, afterEdit });
  await context.close();
}
} finally {
  await browser.close();
  stop();
}
console.log(`A ${url.length.toLocaleString('en-US')}-character link with a ${LONG_CHARS.toLocaleString('en-US')}-character entry: median of ${RUNS} runs (min-max), headless Chromium, 1280x800.`);
console.table([
  {
    'list shown (ms)': figure(runs.map((r) => r.listAt)),
    'longest task after the list is shown (ms)': figure(runs.map((r) => r.afterList)),
    'longest task, whole load (ms)': figure(runs.map((r) => r.whole)),
    'longest task, hiding an entry (ms)': figure(runs.map((r) => r.afterEdit)),
  },
]);
