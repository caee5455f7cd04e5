#!/usr/bin/env node
// Start-up benchmark: what a phone's main thread does while a page starts. Serves the existing
// out/ (run `npm run build` first) and loads each page in a fresh phone-sized window with the
// processor slowed to the calibrated phone (this machine's benchmark index / 500, see
// support/phone-slowdown.mjs; BENCH_CPU=4 for Lighthouse's fixed factor), then prints the median
// of: the blocking time (each main-thread task after the first paint counts its part over 50 ms,
// as Lighthouse's Total Blocking Time does), all long tasks together, the longest one, the
// second longest (on every page the longest is the framework's: its scripts evaluated and
// hydration begun, as long on /blog as on the home, so the second longest is the longest of the
// page's own start-up), and the first paint. Then, for each page, its median load's long
// tasks, and what the long animation frames of the first page's ran, by file.
// `BENCH_RUNS` sets the loads a page (5); page addresses given as arguments replace the default set.
import { openPhonePage } from './support/phone-page.mjs';
import { cpuRates, phoneSlowdown } from './support/phone-slowdown.mjs';
import { launchChromium, median, medianAndRange, recordLongTasks, serveExport } from './support/serve-and-launch.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const ROUTES = routes.length > 0 ? routes : ['/', '/es', '/coin-flip', '/blog'];


const { base, stop } = await serveExport();
const browser = await launchChromium();
const { index, rates } = await cpuRates(browser, 'phone');
const rate = rates[0];

/** Notes every long animation frame with the scripts it ran, as `window.__frames`. */
function recordLongFrames(page) {
  return page.addInitScript(() => {
    window.__longFrames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longFrames.push({
          start: entry.startTime,
          duration: entry.duration,
          blocking: entry.blockingDuration,
          scripts: entry.scripts.map((s) => ({
            file: s.sourceURL,
            at: s.sourceCharPosition,
            fn: s.sourceFunctionName,
            invoker: s.invoker,
            ms: s.duration,
            forcedLayoutMs: s.forcedStyleAndLayoutDuration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
}

async function measure(route) {
  const { context, page } = await openPhonePage(browser, rate);
  await recordLongTasks(page);
  await recordLongFrames(page);
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
      secondMs: tasks.map((t) => t.duration).sort((a, b) => b - a)[1] ?? 0,
      tasks: tasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' '),
      frames: window.__longFrames,
    };
  });
  await context.close();
  return result;
}

const rows = [];
const taskLines = [];
let detail = null;
for (const route of ROUTES) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(route));
  const of = (key) => runs.map((r) => r[key]);
  rows.push({
    page: route,
    'blocking (ms)': medianAndRange(of('blockingMs')),
    'long tasks (ms)': Math.round(median(of('longTasksMs'))),
    'longest task (ms)': medianAndRange(of('longestMs')),
    'second longest (ms)': medianAndRange(of('secondMs')),
    'first paint (ms)': Math.round(median(of('fcpMs'))),
  });
  const medianRun = runs.find((r) => r.blockingMs === median(of('blockingMs'))) ?? runs[0];
  taskLines.push(`  ${route}: ${medianRun.tasks || 'none'}`);
  if (!detail) detail = { route, run: medianRun };
}

console.log(
  `Start-up benchmark, median (lowest-highest) of ${RUNS} loads a page (headless Chromium, 412x823 phone; ` +
    `benchmark index ${index}, so the phone is ${phoneSlowdown(index)}x; processor slowed ${rate}x):`,
);
console.table(rows);
console.log('Lighthouse (mobile) scores a blocking time of 200 ms at 0.9 and 600 ms at 0.5, and weighs it as 30 % of the performance score.');
console.log('\nLong tasks of each median load (start+length, ms):');
console.log(taskLines.join('\n'));
console.log(`\nLong frames of ${detail.route} (its median load): start, length and the scripts that ran longest in each.`);
for (const frame of detail.run.frames) {
  const scripts = [...frame.scripts].sort((a, b) => b.ms - a.ms).slice(0, 3);
  console.log(`  at ${Math.round(frame.start)} ms, ${Math.round(frame.duration)} ms:`);
  for (const s of scripts)
    console.log(`    ${Math.round(s.ms)} ms ${s.invoker} ${s.file ? new URL(s.file).pathname : '(inline)'}:${s.at}${s.fn ? ` ${s.fn}` : ''}${s.forcedLayoutMs > 1 ? ` (layout ${Math.round(s.forcedLayoutMs)} ms)` : ''}`);
}
await browser.close();
stop();
