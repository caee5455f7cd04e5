#!/usr/bin/env node
// Large-list benchmark. Builds nothing: serves the existing out/ (run `npm run build` first)
// and, on a fresh page each run, opens a template link with 10,000 and 100,000 entries, or
// pastes 100,000 lines into "New entry" of an emptied list (a list of names too long for any
// address), then prints (median of BENCH_RUNS runs, default 5, with min-max):
// - link or paste to usable wheel: from navigation start (or from the paste) to the frame where
//   the tool is ready (its ready mark), the visible count shows the whole list and the canvas has drawn it;
// - memory once usable: the page's JS heap (CDP Performance.getMetrics JSHeapUsedSize) and
//   the resident memory of the Chromium renderer process showing the page (VmRSS now and
//   VmHWM, its peak, from /proc; the GPU process, which holds canvas surfaces, is not counted);
// - the entry list: time to scroll it to its end, and from pressing Enter in the last entry's
//   edit box to the new text in the list (read back from the list and from localStorage);
// - a spin: frames per second and the worst frame.
// It never fails on the figures. BENCH_PROFILE=1 adds one more run of the largest link case (or
// of the case labelled BENCH_PROFILE_CASE) with CPU profiles of its load, the edit and the spin,
// and prints the functions with the most self time. BENCH_CASES='10k names' (short names, comma
// separated) measures only those cases.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';
import { launchChromium, serveExport, spinCountingFrames } from './support/serve-and-launch.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
// Chromium refuses to navigate to an address longer than this (url::kMaxURLChars).
const CHROMIUM_MAX_URL_CHARS = 2 * 1024 * 1024;

/** The same address as `templateHrefFor` in lib/wheel/template-url.ts. */
const templateHref = (texts) => `/?template_entries=${encodeURIComponent(JSON.stringify(texts))}`;
const names = (count) => Array.from({ length: count }, (_, i) => `Entry number ${i + 1}`);
// Raffle ticket numbers: the shortest texts a real 100,000-entry draw would use.
const tickets = (count) => Array.from({ length: count }, (_, i) => String(i + 1));

const CASES = [
  { label: '10,000 names, template link', short: '10k names', texts: names(10_000) },
  { label: '100,000 names, template link', short: '100k names', texts: names(100_000) },
  { label: '100,000 ticket numbers, template link', short: '100k tickets', texts: tickets(100_000) },
  { label: '100,000 names, pasted', short: '100k names pasted', texts: names(100_000), pasted: true },
];
/** Whether a case can run: a pasted list always can, a link only within Chromium's address limit. */
const fitsAddress = (testCase, base) => testCase.pasted || base.length + templateHref(testCase.texts).length <= CHROMIUM_MAX_URL_CHARS;

const loadAtStart = os.loadavg();
const { base, stop } = await serveExport();

// One renderer per page, so the renderer measured is the page's own.
const browser = await launchChromium(['--disable-features=SpareRendererForSitePerProcess']);

/** Chromium renderer processes started by this script's browser (children of its zygotes). */
function rendererPids() {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter(Boolean)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args }));
  const ours = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (!ours.has(row.pid) && ours.has(row.ppid)) {
        ours.add(row.pid);
        grew = true;
      }
    }
  }
  return rows.filter((row) => ours.has(row.pid) && row.args.includes('--type=renderer')).map((row) => row.pid);
}

function statusKb(pid, field) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The page's renderer: with one page open and no spare renderer, the one holding the most memory. */
function rendererMemoryMb() {
  const measured = rendererPids()
    .map((pid) => ({ rss: statusKb(pid, 'VmRSS'), peak: statusKb(pid, 'VmHWM') }))
    .filter((m) => m.rss !== null)
    .sort((a, b) => b.rss - a.rss);
  if (measured.length === 0) return { rssMb: NaN, peakMb: NaN };
  return { rssMb: measured[0].rss / 1024, peakMb: measured[0].peak / 1024 };
}

async function measure({ texts, pasted }, profile) {
  const count = texts.length;
  const last = texts[count - 1];
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(
    ({ count: n, shown, readySelector }) => {
      // Usable: the ready mark, the count shows the whole list, and the wheel canvas has drawn it.
      const label = `with ${n} entries`;
      const draw = CanvasRenderingContext2D.prototype.drawImage;
      CanvasRenderingContext2D.prototype.drawImage = function drawImage(...args) {
        if (window.__drawnAt === undefined && this.canvas.getAttribute('aria-label')?.includes(label)) window.__drawnAt = performance.now();
        return draw.apply(this, args);
      };
      const poll = () => {
        const ready = document.querySelector(readySelector);
        const counted = [...document.querySelectorAll('p')].some((p) => p.textContent?.startsWith(`${shown} visible`));
        // Measured at the start of the frame that first shows all three.
        if (ready && counted && window.__drawnAt !== undefined) window.__usableAt = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    },
    { count, shown: count.toLocaleString('en-US'), readySelector: WHEEL_READY },
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  }
  // The profile covers the load of a link, or only the paste.
  if (profile && !pasted) await cdp.send('Profiler.start');

  let pastedAt = 0;
  if (pasted) {
    // As bench/paste-10k.mjs: an emptied list, then the lines dispatched as one paste event.
    await page.goto(base);
    await page.locator(WHEEL_READY).waitFor();
    await page.getByRole('button', { name: 'Clear all entries' }).click();
    await page.getByText(/^0 visible on the wheel/).waitFor();
    if (profile) await cdp.send('Profiler.start');
    pastedAt = await page.evaluate((lines) => {
      const input = document.querySelector('input[aria-label="New entry"]');
      const data = new DataTransfer();
      data.setData('text/plain', lines);
      const start = performance.now();
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      return start;
    }, texts.join('\r\n'));
  } else {
    await page.goto(`${base}${templateHref(texts)}`, { timeout: 180_000 });
  }
  await page.waitForFunction(() => window.__usableAt !== undefined, null, { timeout: 180_000, polling: 100 });
  const usableMs = (await page.evaluate(() => window.__usableAt)) - pastedAt;
  const profileResult = profile ? (await cdp.send('Profiler.stop')).profile : null;

  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const heapMb = metrics.JSHeapUsedSize / 1024 / 1024;
  const { rssMb } = rendererMemoryMb();

  // The entry list: scroll to the end, then edit the last entry.
  const scrollMs = await page.evaluate(
    (lastText) =>
      new Promise((resolve) => {
        const list = document.querySelector('ul[aria-label="Entries"]');
        const box = list.parentElement;
        const start = performance.now();
        box.scrollTop = box.scrollHeight;
        const check = () => {
          const row = [...list.querySelectorAll('span')].find((s) => s.textContent === lastText);
          const rect = row?.getBoundingClientRect();
          const view = box.getBoundingClientRect();
          if (rect && rect.top >= view.top && rect.bottom <= view.bottom + 1) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    last,
  );
  const entriesList = page.getByRole('list', { name: 'Entries' });
  await entriesList.getByRole('button', { name: `Edit ${last}`, exact: true }).click();
  const edited = `${last} (edited)`;
  await page.getByRole('textbox', { name: 'Edit entry' }).fill(edited);
  await page.evaluate((text) => {
    window.__editShown = new Promise((resolve) => {
      const start = performance.now();
      const check = () => {
        const list = document.querySelector('ul[aria-label="Entries"]');
        if ([...list.querySelectorAll('span')].some((s) => s.textContent === text)) resolve(performance.now() - start);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }, edited);
  if (profile) await cdp.send('Profiler.start');
  await page.getByRole('textbox', { name: 'Edit entry' }).press('Enter');
  const editMs = await page.evaluate(() => window.__editShown);
  const editProfile = profile ? (await cdp.send('Profiler.stop')).profile : null;
  // Read-back: the list shows the new text, the old one is gone, and what storage holds.
  await entriesList.getByText(edited, { exact: true }).waitFor();
  const oldGone = (await entriesList.getByText(last, { exact: true }).count()) === 0;
  // A long list is saved just after the change is painted: wait (a few seconds at most) for the save or the refusal.
  const readStored = () =>
    page.evaluate(() => {
      try {
        const list = JSON.parse(localStorage.getItem('wheelEntries') ?? 'null');
        return Array.isArray(list) ? { count: list.length, lastText: list[list.length - 1]?.text } : { count: 0 };
      } catch {
        return { count: 0 };
      }
    });
  let stored = await readStored();
  for (let waited = 0; waited < 5_000 && !(stored.count === count && stored.lastText === edited); waited += 250) {
    if ((await page.getByText('Your changes are not saved').count()) > 0) break;
    await page.waitForTimeout(250);
    stored = await readStored();
  }
  const editReadBack = oldGone ? 'list' : 'list shows old text too';
  const saved = stored.count === count && stored.lastText === edited;
  const toldNotSaved = (await page.getByText('Your changes are not saved').count()) > 0;

  // A spin, as in bench/wheel-fps.mjs.
  await page.getByRole('tab', { name: 'Spin' }).click();
  const button = page.getByRole('button', { name: 'SPIN THE WHEEL!' });
  await button.waitFor();
  let spinProfile = null;
  const { fps, worstFrameMs } = await spinCountingFrames(page, {
    timeoutMs: 120_000,
    duringSpin: profile ? { start: () => cdp.send('Profiler.start'), stop: async () => (spinProfile = (await cdp.send('Profiler.stop')).profile) } : undefined,
  });
  const spin = { fps, worstFrameMs };
  const { peakMb } = rendererMemoryMb();

  await context.close();
  return { usableMs, heapMb, rssMb, peakMb, scrollMs, editMs, editReadBack, saved, toldNotSaved, ...spin, profile: profileResult, editProfile, spinProfile };
}

/** The functions with the most self time in a CDP CPU profile. */
function topSelfTime(profile, limit = 12) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id).callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() || ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
}

const stats = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1] };
};
const show = (values, digits = 0) => {
  const s = stats(values);
  if (!s) return 'n/a';
  const f = (v) => v.toFixed(digits);
  return `${f(s.median)} (${f(s.min)}-${f(s.max)})`;
};

const columns = [];
const limits = [];
const details = [];
const chosen = process.env.BENCH_CASES ? process.env.BENCH_CASES.split(',').map((name) => name.trim()) : null;
for (const testCase of CASES.filter((c) => !chosen || chosen.includes(c.short))) {
  const href = templateHref(testCase.texts);
  const addressMb = testCase.pasted ? '-' : (href.length / 1024 / 1024).toFixed(2);
  if (!fitsAddress(testCase, base)) {
    limits.push(
      `${testCase.label}: not measured. Its address is ${addressMb} MB, over Chromium's 2 MB limit, so the browser refuses to open it (net::ERR_ABORTED).`,
    );
    continue;
  }
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    try {
      runs.push(await measure(testCase, false));
    } catch (error) {
      limits.push(`${testCase.label}, run ${i + 1}: stopped: ${String(error.message).split('\n')[0].slice(0, 200)}`);
    }
  }
  if (runs.length === 0) continue;
  const column = (key) => runs.map((r) => r[key]);
  columns.push({
    name: testCase.short,
    cells: {
      'address (MB)': addressMb,
      'link or paste to usable wheel (ms)': show(column('usableMs')),
      'JS heap once usable (MB)': show(column('heapMb')),
      'renderer RSS once usable (MB)': show(column('rssMb')),
      'renderer peak RSS (MB)': show(column('peakMb')),
      'list scrolled to end (ms)': show(column('scrollMs')),
      'edit of last entry shown (ms)': show(column('editMs')),
      'spin fps': show(column('fps'), 1),
      'spin worst frame (ms)': show(column('worstFrameMs'), 1),
    },
  });
  const saved = runs.filter((r) => r.saved).length;
  details.push(
    `${testCase.label}: the edit of the last entry was read back from the list in ${runs.filter((r) => r.editReadBack === 'list').length}/${runs.length} runs; ` +
      `localStorage held the whole edited list in ${saved}/${runs.length} runs` +
      (saved < runs.length
        ? ` (the browser's storage quota, about 5 million characters, refused it; the page told the visitor "Your changes are not saved" in ${runs.filter((r) => r.toldNotSaved).length}/${runs.length} runs).`
        : '.'),
  );
}

if (process.env.BENCH_PROFILE === '1') {
  const largest = CASES.find((c) => c.label === process.env.BENCH_PROFILE_CASE) ?? CASES.filter((c) => !c.pasted && fitsAddress(c, base)).at(-1);
  const { profile, usableMs, editProfile, editMs, spinProfile } = await measure(largest, true);
  details.push(`CPU profile of one ${largest.pasted ? 'paste' : 'load'} of "${largest.label}" (${Math.round(usableMs)} ms to usable), self time by function:`);
  for (const [name, ms] of topSelfTime(profile)) details.push(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  details.push(`CPU profile of the edit of its last entry (${Math.round(editMs)} ms to shown), self time by function:`);
  for (const [name, ms] of topSelfTime(editProfile)) details.push(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  details.push('CPU profile of a spin, self time by function:');
  for (const [name, ms] of topSelfTime(spinProfile)) details.push(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
}

console.log(
  `Large lists, median (min-max) of ${RUNS} runs, a fresh page each (headless Chromium, 1280x800; ` +
    `1-minute load average ${loadAtStart[0].toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end, on ${os.cpus().length} cores):`,
);
// One column per case, one row per figure: narrow enough for a terminal.
const table = {};
for (const { name, cells } of columns) for (const [figure, value] of Object.entries(cells)) (table[figure] ??= {})[name] = value;
console.table(table);
for (const line of [...details, ...limits]) console.log(line);
console.log('Targets: usable under 1000 ms at 10,000 and under 2000 ms at 100,000; 60 fps; page memory under 300 MB.');
await browser.close();
stop();
