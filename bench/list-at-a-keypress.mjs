#!/usr/bin/env node
// Adding an entry and starting a spin on a 1,000-entry list, on the calibrated phone. Serves the
// existing out/ (run `npm run build` first) and, on a fresh phone-sized page each load (412x823,
// touch, the processor slowed to this machine's benchmark index / 500, see support/phone-slowdown.mjs),
// with 1,000 entries stored, waits for the tool's ready mark and an idle page, then:
//   add    types "Bench entry" into "New entry" (not measured) and presses Enter: from the keydown
//          to the end of the first frame showing the new row in the list (scrolled to its end
//          first), the count "1,001 visible" and the wheel's label "with 1001 entries";
//   spin   opens the Spin tab (not measured) and taps "SPIN THE WHEEL!": from the tap's
//          pointerup (the finger lifting, which the click follows) to the end of the first frame in which the button reads "Spinning..." and
//          the wheel has turned (its canvas drawn again since the tap).
// "The end of a frame": a requestAnimationFrame loop started before the action finds the frame
// whose rendering first sees the change, and the task posted from that frame's callback (a
// MessageChannel message, after the frame's paint) reads the clock. Beside it, the longest Event
// Timing entry of the action's interaction (the browser's measure of its responsiveness, INP).
// Median (lowest-highest) of BENCH_RUNS loads (5). Target: each under 100 ms.
// BENCH_PROFILE=1 adds one load with a CPU profile of each action and prints the functions with the
// most self time; BENCH_LONG_FRAMES=1 prints the long animation frames of each action (last load).
import { WHEEL_READY } from '../lib/wheel-ready.mjs';
import { openPhonePage, recordTimings, settled, topSelfTime } from './support/phone-page.mjs';
import { cpuRates, phoneSlowdown } from './support/phone-slowdown.mjs';
import { launchChromium, medianAndRange, serveExport } from './support/serve-and-launch.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const PROFILE = process.env.BENCH_PROFILE === '1';
const LONG_FRAMES = process.env.BENCH_LONG_FRAMES === '1';
const COUNT = 1_000;
const TARGET_MS = 100;
const NEW_ENTRY = 'Bench entry';
const entries = Array.from({ length: COUNT }, (_, i) => ({ id: `bench-${i}`, text: `Entry number ${i + 1}`, color: '#4ecdc4', visible: true }));

/** In the page from its first script: its canvas draws, and the checks each action waits for. */
function watchPage() {
  window.__canvasDraws = 0;
  // Every drawing call on a 2D canvas counts: the wheel "has turned" once one is made after the tap.
  const draw = CanvasRenderingContext2D.prototype.drawImage;
  const fill = CanvasRenderingContext2D.prototype.fill;
  CanvasRenderingContext2D.prototype.drawImage = function (...args) {
    window.__canvasDraws += 1;
    return draw.apply(this, args);
  };
  CanvasRenderingContext2D.prototype.fill = function (...args) {
    window.__canvasDraws += 1;
    return fill.apply(this, args);
  };
  // What each action waits for (the page's Content-Security-Policy allows no code built from text).
  window.__checks = {
    add: (text) => {
      const list = document.querySelector('[role="list"][aria-label="Entries"], ul[aria-label="Entries"]');
      const row = Boolean(list) && [...list.querySelectorAll('li')].some((item) => item.textContent.includes(text));
      const count = [...document.querySelectorAll('p')].some((p) => p.textContent.startsWith('1,001 visible'));
      const wheel = Boolean(document.querySelector('canvas[aria-label]')?.getAttribute('aria-label').includes('with 1001 entries'));
      return row && count && wheel;
    },
    spin: () => [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Spinning...') && window.__canvasDraws > window.__drawsAtAct,
  };
}

/**
 * Arms the watch for one action: the time of its first `eventType` event, and a frame loop that
 * resolves `window.__shown` with the end of the first frame in which the check named `check` holds.
 */
function arm({ eventType, check, text }) {
  window.__actAt = null;
  const holds = () => window.__checks[check](text);
  addEventListener(
    eventType,
    (event) => {
      window.__actAt = event.timeStamp;
      window.__drawsAtAct = window.__canvasDraws;
    },
    { capture: true, once: true },
  );
  window.__shown = new Promise((resolve) => {
    const loop = () => {
      if (window.__actAt === null || !holds()) {
        requestAnimationFrame(loop);
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(loop);
  });
}


/** What one action measured: to the painted change, its interaction's Event Timing, its long frames. */
async function measured(page) {
  const shownAt = await page.evaluate(() => window.__shown);
  await settled(page);
  const result = await page.evaluate((shown) => {
    const from = window.__actAt;
    const events = window.__events.filter((e) => e.start >= from - 1000);
    const interaction = events.at(-1)?.interactionId;
    return {
      ms: shown - from,
      eventMs: Math.max(0, ...events.filter((e) => e.interactionId === interaction).map((e) => e.duration)),
      longFrames: window.__longFrames.filter((f) => f.start + f.duration >= from),
    };
  }, shownAt);
  await page.evaluate(() => (window.__longFrames = []));
  return result;
}

async function load(browser, base, rate, profile) {
  const { context, page, cdp } = await openPhonePage(browser, rate);
  await page.addInitScript(recordTimings);
  await page.addInitScript(watchPage);
  await page.addInitScript((list) => localStorage.setItem('wheelEntries', JSON.stringify(list)), entries);
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  }
  const profiles = {};
  const during = async (name, act) => {
    if (profile) await cdp.send('Profiler.start');
    await act();
    const result = await measured(page);
    if (profile) profiles[name] = (await cdp.send('Profiler.stop')).profile;
    return result;
  };
  await page.goto(base);
  await page.locator(WHEEL_READY).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // The list scrolled to its end, where the new row lands.
  await page.getByRole('list', { name: 'Entries', exact: true }).evaluate((list) => {
    let box = list;
    while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
    if (box) box.scrollTop = box.scrollHeight;
  });
  const field = page.getByRole('textbox', { name: 'New entry' });
  await field.fill(NEW_ENTRY);
  await settled(page);
  await page.evaluate(arm, { eventType: 'keydown', check: 'add', text: NEW_ENTRY });
  const add = await during('add', () => field.press('Enter'));

  await page.getByRole('tab', { name: 'Spin', exact: true }).tap();
  const spinButton = page.getByRole('button', { name: 'SPIN THE WHEEL!' });
  await spinButton.scrollIntoViewIfNeeded();
  await settled(page);
  await page.evaluate(arm, { eventType: 'pointerup', check: 'spin' });
  const spin = await during('spin', () => spinButton.tap());
  await context.close();
  return { add, spin, profiles };
}


const { base, stop } = await serveExport();
const browser = await launchChromium();
const { index, rates } = await cpuRates(browser, 'phone');
const rate = rates[0];
const runs = [];
let profiled = null;
try {
  for (let i = 0; i < RUNS; i += 1) runs.push(await load(browser, base, rate, false));
  if (PROFILE) profiled = await load(browser, base, rate, true);
} finally {
  await browser.close();
  stop();
}
const rows = ['add', 'spin'].map((action) => ({
  action: action === 'add' ? 'add an entry (Enter)' : 'start a spin (tap)',
  'to painted (ms)': medianAndRange(runs.map((run) => run[action].ms)),
  'event (ms)': medianAndRange(runs.map((run) => run[action].eventMs)),
  [`under ${TARGET_MS} ms`]: `${runs.filter((run) => run[action].ms < TARGET_MS).length}/${RUNS}`,
}));
console.log(
  `${COUNT.toLocaleString('en-US')} entries: an entry added and a spin started, median (lowest-highest) of ${RUNS} loads ` +
    `(headless Chromium, 412x823 phone, touch; benchmark index ${index}, so the phone is ${phoneSlowdown(index)}x; processor slowed ${rate}x):`,
);
console.table(rows);
console.log(`Target: each painted under ${TARGET_MS} ms.`);
if (LONG_FRAMES)
  for (const action of ['add', 'spin']) {
    console.log(`\n${action}: long animation frames (last load)`);
    for (const frame of runs.at(-1)[action].longFrames) {
      console.log(`  ${Math.round(frame.duration)} ms frame:`);
      for (const s of [...frame.scripts].sort((a, b) => b.ms - a.ms).slice(0, 4))
        console.log(`    ${Math.round(s.ms)} ms ${s.invoker} ${s.file ? new URL(s.file).pathname : '(inline)'}${s.fn ? ` ${s.fn}` : ''}`);
    }
  }
if (profiled)
  for (const [action, profile] of Object.entries(profiled.profiles)) {
    console.log(`\nCPU profile of ${action} at ${rate}x: self time by function`);
    for (const [fn, ms] of topSelfTime([profile], 12)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${fn}`);
  }
