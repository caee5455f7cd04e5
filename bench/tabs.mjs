#!/usr/bin/env node
// The wheel's side tabs at a tap, on the calibrated phone. Serves the existing out/ (run
// `npm run build` first) and, on a fresh phone-sized page each load (412x823, touch, the processor
// slowed to this machine's benchmark index / 500, see support/phone-slowdown.mjs), waits for the
// tool's ready mark and then for the page to be idle (a whole second with no long task, no request
// for half a second), then taps Spin, Theme, Results and back to Entries, the page settled between taps.
// For each tap it prints the median (lowest-highest) over BENCH_RUNS loads (5) of:
//   to panel   from the tap (its pointerup's timeStamp: the finger lifting, which the tab's
//              activation and the click follow) to the end of the first frame
//              in which the tab's panel shows content: a requestAnimationFrame loop started at the
//              tap finds the frame whose rendering first sees the open panel with text in it, and
//              the task posted from that frame's callback (a MessageChannel message, which runs
//              after the frame is painted) reads the clock;
//   event      the longest Event Timing entry of the tap's interaction (pointerdown to click, each from
//              its event to the next paint after its handlers), what the browser reports as the
//              tap's responsiveness (INP) whether or not the panel was ready in that paint;
//   blank      the frames painted between the tap and the panel (the open panel empty meanwhile).
// Twice: the default list, and 1,000 entries stored (a long list the Entries tab draws again on
// its way back). Target: every tab's panel under 100 ms. BENCH_LONG_FRAMES=1 prints, for every
// tap of the last load, the long animation frames after it with the scripts that ran longest.
import { WHEEL_READY } from '../lib/wheel-ready.mjs';
import { openPhonePage, recordTimings, settled } from './support/phone-page.mjs';
import { cpuRates, phoneSlowdown } from './support/phone-slowdown.mjs';
import { launchChromium, medianAndRange, serveExport } from './support/serve-and-launch.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const LONG_FRAMES = process.env.BENCH_LONG_FRAMES === '1';
const TARGET_MS = 100;
/** The taps, in order: Entries is open on load, so it is measured on the way back. */
const TABS = ['Spin', 'Theme', 'Results', 'Entries'];
const LISTS = [
  { label: 'default list', entries: null },
  {
    label: '1,000 entries stored',
    entries: Array.from({ length: 1_000 }, (_, i) => ({ id: `bench-${i}`, text: `Entry number ${i + 1}`, color: '#4ecdc4', visible: true })),
  },
];

/**
 * Arms the watch for one tap on the tab named `name`: the tap's pointerup time, and a frame loop
 * that resolves `window.__panel` with the end of the first frame showing the open panel's content.
 */
function armTap(name) {
  window.__tap = null;
  addEventListener('pointerup', (event) => (window.__tap = event.timeStamp), { capture: true, once: true });
  window.__panel = new Promise((resolve) => {
    let frames = 0;
    const shown = () => {
      const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent.trim() === name);
      const panel = tab && document.getElementById(tab.getAttribute('aria-controls'));
      return tab?.getAttribute('aria-selected') === 'true' && panel && !panel.hidden && panel.textContent.trim() !== '';
    };
    const loop = () => {
      if (window.__tap === null || !shown()) {
        if (window.__tap !== null) frames += 1;
        requestAnimationFrame(loop);
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({ at: performance.now(), blankFrames: frames });
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(loop);
  });
}


async function load(browser, base, rate, entries) {
  const { context, page } = await openPhonePage(browser, rate);
  await page.addInitScript(recordTimings);
  if (entries) await page.addInitScript((list) => localStorage.setItem('wheelEntries', JSON.stringify(list)), entries);
  await page.goto(base);
  await page.locator(WHEEL_READY).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await settled(page);
  const tablist = page.getByRole('tablist');
  await tablist.scrollIntoViewIfNeeded();
  await settled(page);
  const result = {};
  for (const name of TABS) {
    await page.evaluate(armTap, name);
    await page.getByRole('tab', { name, exact: true }).tap();
    const panel = await page.evaluate(() => window.__panel);
    await settled(page);
    const tapAt = await page.evaluate(() => window.__tap);
    result[name] = await page.evaluate(
      ({ tapAt, panel }) => {
        const events = window.__events.filter((e) => e.start >= tapAt - 1000);
        const interaction = events.at(-1)?.interactionId;
        return {
          panelMs: panel.at - tapAt,
          blankFrames: panel.blankFrames,
          eventMs: Math.max(0, ...events.filter((e) => e.interactionId === interaction).map((e) => e.duration)),
          longFrames: window.__longFrames.filter((f) => f.start + f.duration >= tapAt),
        };
      },
      { tapAt, panel },
    );
    await page.evaluate(() => (window.__longFrames = []));
  }
  await context.close();
  return result;
}

const { base, stop } = await serveExport();
const browser = await launchChromium();
const { index, rates } = await cpuRates(browser, 'phone');
const rate = rates[0];
const rows = [];
const details = [];
try {
  for (const list of LISTS) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await load(browser, base, rate, list.entries));
    for (const name of TABS) {
      const of = (key) => runs.map((run) => run[name][key]);
      rows.push({
        list: list.label,
        tab: name,
        'to panel (ms)': medianAndRange(of('panelMs')),
        'event (ms)': medianAndRange(of('eventMs')),
        'blank frames': medianAndRange(of('blankFrames')),
        [`under ${TARGET_MS} ms`]: `${of('panelMs').filter((ms) => ms < TARGET_MS).length}/${RUNS}`,
      });
      if (LONG_FRAMES) details.push({ list: list.label, name, frames: runs.at(-1)[name].longFrames });
    }
  }
} finally {
  await browser.close();
  stop();
}
console.log(
  `Side tabs at a tap, median (lowest-highest) of ${RUNS} loads (headless Chromium, 412x823 phone, touch; benchmark index ${index}, ` +
    `so the phone is ${phoneSlowdown(index)}x; processor slowed ${rate}x):`,
);
console.table(rows);
console.log(`Target: each tab's panel painted under ${TARGET_MS} ms after the tap.`);
for (const { list, name, frames } of details) {
  console.log(`\n${list}, ${name}: long animation frames after the tap (last load)`);
  for (const frame of frames) {
    console.log(`  ${Math.round(frame.duration)} ms frame (rendering ${Math.round(frame.renderMs)} ms, of which style, layout and paint ${Math.round(frame.styleAndLayoutMs)} ms):`);
    for (const s of [...frame.scripts].sort((a, b) => b.ms - a.ms).slice(0, 4))
      console.log(`    ${Math.round(s.ms)} ms ${s.invoker} ${s.file ? new URL(s.file).pathname : '(inline)'}${s.fn ? ` ${s.fn}` : ''}`);
  }
}
