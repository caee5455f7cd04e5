#!/usr/bin/env node
// Start-up benchmark: what a phone's main thread does while a page starts. Serves the existing
// out/ (run `npm run build` first) and loads each page in a fresh phone-sized window with the
// processor slowed four times (Lighthouse's default slowdown, applied for real rather than
// simulated), then prints the median of: the blocking time (each main-thread task after the
// first paint counts its part over 50 ms, as Lighthouse's Total Blocking Time does), all
// long tasks together, the longest one, and the first paint. `BENCH_RUNS` sets the loads a page
// (7); page addresses given as arguments replace the default set.
import { launchChromium, median, medianAndRange, recordLongTasks, serveExport } from './support/serve-and-launch.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 7);
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const ROUTES = routes.length > 0 ? routes : ['/', '/es', '/coin-flip', '/blog'];

const { base, stop } = await serveExport();
const browser = await launchChromium();

async function measure(route) {
  // No offline worker: its precaching after the load would compete with the page for the processor.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await recordLongTasks(page);
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  // Start-up is over when the main thread has had a whole second with no long task.
  await page.waitForFunction(
    () => {
      const last = window.__longTasks.at(-1);
      return performance.now() - (last ? last.start + last.duration : 0) > 1000;
    },
    null,
    { polling: 100, timeout: 30_000 },
  );
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tasks = window.__longTasks;
    return {
      fcpMs: fcp,
      blockingMs: tasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      longTasksMs: tasks.reduce((sum, t) => sum + t.duration, 0),
      longestMs: tasks.reduce((longest, t) => Math.max(longest, t.duration), 0),
    };
  });
  await context.close();
  return result;
}

const rows = [];
for (const route of ROUTES) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(route));
  const of = (key) => runs.map((r) => r[key]);
  rows.push({
    page: route,
    'blocking (ms)': medianAndRange(of('blockingMs')),
    'long tasks (ms)': Math.round(median(of('longTasksMs'))),
    'longest task (ms)': Math.round(median(of('longestMs'))),
    'first paint (ms)': Math.round(median(of('fcpMs'))),
  });
}

console.log(`Start-up benchmark, median (lowest-highest) of ${RUNS} loads a page (headless Chromium, 412x823 phone, processor slowed 4x):`);
console.table(rows);
console.log('Lighthouse (mobile) scores a blocking time of 200 ms at 0.9 and 600 ms at 0.5, and weighs it as 30 % of the performance score.');
await browser.close();
stop();
