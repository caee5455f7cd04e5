#!/usr/bin/env node
// /verify under load. Builds nothing: serves the existing out/ (run `npm run build` first).
// Opens, in a fresh page each run, a verification link of a 100,000-entry record and a
// "bomb" link (a few kilobytes after #r= that unpack to 16 MB), and prints for each the
// median over BENCH_RUNS runs (default 3), with min-max, of:
// - time to verdict: to the frame where the verdict replaces "Checking…", from navigation start
//   and from the check's start (the page's 'verify-check-start' mark);
// - longest task: the longest main-thread task (PerformanceObserver 'longtask', so 0 means
//   none passed 50 ms) until the page has settled after the verdict, over the whole load and
//   among the tasks that ended after the check began (the page's own start-up left out);
// - for the large record, time from typing a name into "Find an entrant" to its answer;
// - where the check ran: in the page's worker, or on the page itself (a worker that failed to start).
// The large record is checked twice: on a first visit (no offline worker), and as a returning
// visitor's page, controlled by the offline worker, which then serves the checker's worker script.
// The record is made here with node:crypto and zlib, following the algorithm as /verify states it.
import { createHash } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { drawWinners } from './support/draw-winners.mjs';
import { launchChromium, medianAndRange, serveExport } from './support/serve-and-launch.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const ENTRY_COUNT = 100_000;

function largeRecordLink() {
  const entries = Array.from({ length: ENTRY_COUNT }, (_, i) => `Entrant ${i + 1}`);
  const serverSeed = createHash('sha256').update('verify-large bench').digest('hex');
  const committedAt = '2026-11-23T10:00:00.000Z';
  const winnersCount = 2;
  const title = 'Bench raffle';
  const publicSeed = 'pineapple 2026';
  const commitment = createHash('sha256')
    .update(['spinfair-draw-v2', serverSeed, committedAt, String(winnersCount), title, ...entries].join('\n'), 'utf8')
    .digest('hex');
  const record = {
    algorithm: 'spinfair-draw-v2',
    title,
    entries,
    winnersCount,
    committedAt,
    commitment,
    serverSeed,
    publicSeed,
    winners: drawWinners(Buffer.from(serverSeed, 'hex'), publicSeed, entries, winnersCount),
    finishedAt: '2026-11-23T10:10:00.000Z',
  };
  return { link: `/verify#r=${deflateRawSync(Buffer.from(JSON.stringify(record), 'utf8')).toString('base64url')}`, record };
}

function bombLink() {
  return `/verify#r=${deflateRawSync(Buffer.alloc(16 * 1024 * 1024, 0x20), { level: 9 }).toString('base64url')}`;
}

/**
 * In the page from its first script: the longest task so far, the moment the verdict appears, and
 * the answers and failures of the workers the page starts (the check's).
 */
function watchPage() {
  const seen = { tasks: [], verdictAt: null, workerAnswers: 0, workerErrors: 0 };
  window.__bench = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url, options) {
      super(url, options);
      this.addEventListener('message', () => (seen.workerAnswers += 1));
      this.addEventListener('error', () => (seen.workerErrors += 1));
    }
  };
  const look = () => {
    if (seen.verdictAt !== null) return;
    const verdict = [...document.querySelectorAll('[role="status"]')].some((el) => /^(Verified|Not verified|Cancelled|Announced)/.test(el.textContent ?? ''));
    if (verdict) seen.verdictAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

const { base, stop } = await serveExport();
const browser = await launchChromium();

/**
 * A returning visitor: the offline worker installed by a first visit (to the home page, so the
 * record's page is a fresh load, not a change of fragment), in control of the next page.
 */
async function installOfflineWorker(page) {
  await page.goto(`${base}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

async function measure(link, expected, searchFor, returning) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: returning ? 'allow' : 'block' });
  const page = await context.newPage();
  if (returning) await installOfflineWorker(page);
  await page.addInitScript(watchPage);
  await page.goto(`${base}${link}`);
  await page.waitForFunction(() => window.__bench.verdictAt !== null, null, { timeout: 120_000 });
  const verdict = await page.getByRole('status').filter({ hasText: /^(Verified|Not verified)/ }).innerText();
  if (!expected.test(verdict)) throw new Error(`Unexpected verdict: ${verdict.slice(0, 200)}`);
  // Settled: two frames and a task after the verdict, so a long render after it is counted too.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (controlled !== returning) throw new Error(`The page was ${controlled ? '' : 'not '}controlled by the offline worker`);
  const { longest, longestInCheck, verdictAt, checkStart, checkedIn } = await page.evaluate(() => {
    const { tasks, verdictAt, workerAnswers, workerErrors } = window.__bench;
    const checkStart = performance.getEntriesByName('verify-check-start')[0]?.startTime ?? 0;
    const longestOf = (list) => Math.max(0, ...list.map((task) => task.duration));
    const checkedIn = workerAnswers > 0 && workerErrors === 0 ? 'worker' : 'page';
    return { verdictAt, checkStart, checkedIn, longest: longestOf(tasks), longestInCheck: longestOf(tasks.filter((task) => task.start + task.duration > checkStart)) };
  });
  let searchMs = null;
  if (searchFor) {
    const box = page.getByRole('searchbox', { name: 'Find an entrant' });
    await box.focus();
    await page.evaluate(() => (window.__typedAt = performance.now()));
    await page.keyboard.insertText(searchFor);
    await page.waitForFunction(() => /is in this draw/.test(document.querySelector('[role="search"] [aria-live]')?.textContent ?? ''));
    searchMs = await page.evaluate(() => performance.now() - window.__typedAt);
  }
  await context.close();
  return { verdictAt, checkMs: verdictAt - checkStart, longest, longestInCheck, searchMs, checkedIn };
}

const large = largeRecordLink();
const bomb = bombLink();
const largeLabel = `${ENTRY_COUNT.toLocaleString('en-US')}-entry record link`;
const cases = [
  { label: `${largeLabel}, first visit`, link: large.link, expected: /^Verified$/, searchFor: large.record.winners[1].text, returning: false },
  { label: `${largeLabel}, page controlled by the offline worker`, link: large.link, expected: /^Verified$/, searchFor: large.record.winners[1].text, returning: true },
  { label: 'bomb link (unpacks to 16 MB)', link: bomb, expected: /too large/, returning: false },
];

const rows = [];
for (const { label, link, expected, searchFor, returning } of cases) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(link, expected, searchFor, returning));
  const figure = (values) => (values.length ? medianAndRange(values) : '-');
  rows.push({
    case: label,
    'link (chars)': link.length.toLocaleString('en-US'),
    'verdict from navigation (ms)': figure(runs.map((r) => r.verdictAt)),
    'verdict from check start (ms)': figure(runs.map((r) => r.checkMs)),
    'longest task, whole load (ms)': figure(runs.map((r) => r.longest)),
    'longest task, during check (ms)': figure(runs.map((r) => r.longestInCheck)),
    'search answer (ms)': figure(runs.map((r) => r.searchMs).filter((ms) => ms !== null)),
    'checked in': [...new Set(runs.map((r) => r.checkedIn))].join(', '),
  });
}
console.log(`/verify with large input: median of ${RUNS} runs (min-max), headless Chromium, 1280x800, from navigation start.`);
console.table(rows);
await browser.close();
stop();
