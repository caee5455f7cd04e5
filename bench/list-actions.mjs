#!/usr/bin/env node
// The list tools on a 100,000-entry list. Builds nothing: serves the existing out/ (run
// `npm run build` first). On a fresh page each run, with the list emptied first, it does what a
// host of a big draw does, one action after another, and keeps the longest main-thread task of
// each (PerformanceObserver 'longtask': 0 means none over 50 ms), from the action's input until
// the page has settled (the change shown, the toast up, the list saved):
//   add many   "Add many": 100,000 lines (1,000 of them repeats) pasted into the box (a paste
//              event, as the clipboard gives it), then "Add entries"
//   shuffle    "Shuffle entries"
//   sort       "Sort entries A to Z" of the shuffled list, then Ctrl+Z twice
//   dedupe     "Remove duplicate entries" (the 1,000 repeats), then Ctrl+Z
//   delete     the first entry's Delete, then Ctrl+Z
//   undo       each of those Ctrl+Z (the row shows the longest of them)
//   clear      "Clear all entries"
//   paste      the same lines pasted into "New entry" of the emptied list
// The whole sequence runs at the machine's own speed and on the phone Lighthouse's 4x slowdown
// describes (CDP Emulation.setCPUThrottlingRate, from the emptied list on): the slowdown is this
// machine's benchmark index / 500, see support/phone-slowdown.mjs. Prints the median and range of
// BENCH_RUNS runs (default 5) per action and speed; the contract is a longest task under 200 ms.
// BENCH_CPU (default "1,phone") picks the slowdowns (numbers, or "phone"), BENCH_COUNT (default
// 100000) the list length.
// BENCH_PROFILE=1 adds one more run per slowdown with a CPU profile of each action (self time
// by function, the top ones).
import os from 'node:os';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';
import { launchChromium, median, serveExport } from './support/serve-and-launch.mjs';
import { topSelfTime } from './support/phone-page.mjs';
import { cpuRates, phoneSlowdown } from './support/phone-slowdown.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const COUNT = Number(process.env.BENCH_COUNT || 100_000);
const PROFILE = process.env.BENCH_PROFILE === '1';
const REPEATS = Math.min(1_000, Math.floor(COUNT / 10));
const CONTRACT_MS = 200;

/** COUNT lines: distinct names, then REPEATS of the first names again in other case (one person twice). */
const lines = [
  ...Array.from({ length: COUNT - REPEATS }, (_, i) => `Entry number ${i + 1}`),
  ...Array.from({ length: REPEATS }, (_, i) => `entry NUMBER ${i + 1}`),
].join('\n');
const shown = (n) => n.toLocaleString('en-US');

/** In the page from its first script: every long task. */
function watchPage() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Arms a watch in the page that resolves `window.__done` once `done` holds: a toast titled
 * `toast` is added, or a paragraph starts with `countText`. Returns the page's clock at arming.
 */
function arm(page, done) {
  return page.evaluate(({ toast, countText }) => {
    const holds = (nodes) => {
      if (countText) return [...document.querySelectorAll('p')].some((p) => p.textContent?.startsWith(countText));
      return nodes.some((node) => node instanceof Element && [node, ...node.querySelectorAll('p')].some((p) => p.tagName === 'P' && p.textContent === toast));
    };
    window.__done = new Promise((resolve) => {
      const observer = new MutationObserver((records) => {
        if (!holds(records.flatMap((r) => [...r.addedNodes]))) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    return performance.now();
  }, done);
}

/** Settled: three times over, a frame, the task after it (where deferred saves run) and an idle moment. */
const settle = (page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 3; i += 1) {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3_000 }));
    }
  });

const longestSince = (page, since) =>
  page.evaluate((from) => Math.max(0, ...window.__longTasks.filter((t) => t.start + t.duration > from).map((t) => t.duration)), since);

async function run(browser, base, rate, profile) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(watchPage);
  const cdp = await context.newCDPSession(page);
  await page.goto(base);
  await page.locator(WHEEL_READY).waitFor();
  await page.getByRole('button', { name: 'Clear all entries' }).click();
  await page.getByText(/^0 visible on the wheel/).waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  }
  const results = {};
  const profiles = {};
  /** Does `act`, waits for `done` and the page to settle; keeps the longest task under `name`. */
  const measure = async (name, done, act) => {
    const since = await arm(page, done);
    if (profile) await cdp.send('Profiler.start');
    await act();
    await page.waitForFunction(() => window.__done, null, { timeout: 300_000, polling: 'raf' });
    await page.evaluate(() => window.__done);
    await settle(page);
    if (profile) (profiles[name] ??= []).push((await cdp.send('Profiler.stop')).profile);
    const longest = await longestSince(page, since);
    results[name] = Math.max(results[name] ?? 0, longest);
  };
  const undo = () => measure('undo', { toast: 'Change undone' }, () => page.keyboard.press('Control+z'));
  const tool = (name, label, toast) => measure(name, { toast }, () => page.getByRole('button', { name: label }).click());

  // The floor under both pastes: the bench's own task that hands the page 100,000 lines and makes
  // the paste event (no page code listens on a detached box), measured as the pastes are.
  const since = await page.evaluate(() => performance.now());
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.createElement('textarea').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, lines);
  await settle(page);
  results['(the paste itself, no page code)'] = await longestSince(page, since);

  await page.getByRole('button', { name: 'Add many' }).click();
  const box = page.getByRole('textbox', { name: 'Entries, one per line' });
  await box.waitFor();
  // As a paste: the whole text lands in the box in one input event (Playwright's fill types it in through the editor, minutes for 100,000 lines).
  await measure('add many: paste', { countText: `${shown(COUNT)} entries to add` }, () =>
    box.evaluate((element, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, lines),
  );
  await measure('add many: Add entries', { countText: `${shown(COUNT)} visible` }, () => page.getByRole('button', { name: 'Add entries' }).click());
  // Shuffled, then sorted (a sort of a list already in order costs next to nothing), then both undone.
  await tool('shuffle', 'Shuffle entries', 'Entries shuffled.');
  await tool('sort', 'Sort entries A to Z', 'Entries sorted A to Z.');
  await undo();
  await undo();
  await tool('dedupe', 'Remove duplicate entries', `Removed ${shown(REPEATS)} duplicate entries.`);
  await undo();
  await measure('delete', { toast: 'Entry deleted' }, () =>
    page.getByRole('list', { name: 'Entries' }).getByRole('button', { name: 'Delete Entry number 1', exact: true }).click(),
  );
  // Ctrl+Z outside a text field: the Delete button is gone with its row, and focus went to "New entry".
  await page.locator('h1').first().click();
  await undo();
  await tool('clear', 'Clear all entries', 'Cleared all entries.');
  // The same lines pasted into "New entry" (a column copied from a spreadsheet), as bench/paste-10k.mjs does.
  await measure('paste into New entry', { countText: `${shown(COUNT)} visible` }, () =>
    page.evaluate((text) => {
      const input = document.querySelector('input[aria-label="New entry"]');
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, lines),
  );
  await context.close();
  return { results, profiles };
}


/** What `uptime` says of how busy the machine is: the load averages over 1, 5 and 15 minutes. */
const uptime = () => `${new Date().toISOString()} load average: ${os.loadavg().map((n) => n.toFixed(2)).join(', ')}`;
console.log(`Before: ${uptime()}`);
const loadAtStart = os.loadavg();
const { base, stop } = await serveExport();
const browser = await launchChromium();
const { index, rates: RATES } = await cpuRates(browser);
const table = {};
const notes = [];
try {
  for (const rate of RATES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      try {
        runs.push((await run(browser, base, rate, false)).results);
      } catch (error) {
        notes.push(`${rate}x, run ${i + 1}: stopped: ${String(error.message).split('\n')[0].slice(0, 200)}`);
      }
    }
    const column = `${rate}x CPU: longest task, ms`;
    for (const name of Object.keys(runs[0] ?? {})) {
      const values = runs.map((r) => r[name]);
      const over = values.filter((v) => v >= CONTRACT_MS).length;
      (table[name] ??= {})[column] = `${Math.round(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;
      table[name][`${rate}x: runs over ${CONTRACT_MS} ms`] = `${over}/${values.length}`;
    }
    if (PROFILE) {
      const { profiles } = await run(browser, base, rate, true);
      for (const [name, list] of Object.entries(profiles)) {
        notes.push(`CPU profile at ${rate}x, ${name}: self time by function`);
        for (const [fn, ms] of topSelfTime(list)) notes.push(`  ${ms.toFixed(0).padStart(6)} ms  ${fn}`);
      }
    }
  }
} finally {
  await browser.close();
  stop();
}
console.log(
  `List actions on ${shown(COUNT)} entries: the longest main-thread task of each, median (min-max) of ${RUNS} runs, a fresh page each ` +
    `(headless Chromium, 1280x800; benchmark index ${index}, so the phone is ${phoneSlowdown(index)}x; 1-minute load average ${loadAtStart[0].toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end, on ${os.cpus().length} cores):`,
);
console.table(table);
for (const line of notes) console.log(line);
console.log(`After: ${uptime()}`);
console.log(`Target: every action's longest task under ${CONTRACT_MS} ms, at 1x and on the phone. The site has no Redo; Undo is measured.`);
