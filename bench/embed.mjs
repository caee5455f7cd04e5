#!/usr/bin/env node
// The embedded wheel and the links that carry pictures. Builds nothing: serves the existing out/
// (run `npm run build` first). Prints, median of BENCH_RUNS (default 5), headless Chromium:
// - the time from opening /embed with a 1,000-entry wheel in its fragment to the wheel drawn
//   with its spin button enabled, and the longest main-thread task on the way;
// - for lists whose pictures fit in a link and lists whose pictures do not, the link's length
//   and the time from pressing "Share wheel" to the link in its field (a list over the limit is
//   packed twice: with its pictures, then without).
import { deflateRawSync } from 'node:zlib';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';
import { launchChromium, medianAndRange, recordLongTasks, serveExport } from './support/serve-and-launch.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A picture's data URL of `chars` base64 digits that do not compress, as a photo's do not. */
function picture(chars, seed) {
  let state = seed >>> 0 || 1;
  let digits = '';
  for (let i = 0; i < chars; i += 1) {
    // xorshift32: no period short enough for DEFLATE to find.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    digits += BASE64[(state >>> 0) % 64];
  }
  return `data:image/webp;base64,${digits}`;
}

function embedPayload(count) {
  const texts = Array.from({ length: count }, (_, i) => `Entrant ${i + 1}`);
  const json = JSON.stringify([1, 'Raffle', 'ffffff000000ccccccff4757', texts, '4ecdc4'.repeat(count), []]);
  return deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url');
}

const { base, stop } = await serveExport();
const browser = await launchChromium();

async function openEmbed(payload) {
  const context = await browser.newContext({ viewport: { width: 480, height: 640 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await recordLongTasks(page);
  await page.goto(`${base}/embed#w=${payload}`);
  await page.getByRole('button', { name: 'SPIN THE WHEEL!' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('button[disabled]'));
  const ms = await page.evaluate(() => performance.now());
  const task = await page.evaluate(() => Math.max(0, ...window.__longTasks.map((t) => t.duration)));
  await context.close();
  return { ms, task };
}

async function shareTime(entries) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript((list) => localStorage.setItem('wheelEntries', JSON.stringify(list)), entries);
  await page.goto(base);
  await page.locator(WHEEL_READY).waitFor();
  // The dialog's code first, so the time is the packing's own.
  await page.getByRole('button', { name: 'Share wheel' }).hover();
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Share wheel' }).click();
  const field = page.getByRole('textbox', { name: 'Wheel link' });
  await field.waitFor({ timeout: 60_000 });
  const ms = (await page.evaluate(() => performance.now())) - started;
  const link = await field.inputValue();
  const leftOut = await page.getByText(/pictures are not in this link/).count();
  await context.close();
  return { ms, length: link.length, leftOut: leftOut > 0 };
}

const payload = embedPayload(1_000);
const opens = [];
for (let i = 0; i < RUNS; i += 1) opens.push(await openEmbed(payload));
console.log(
  `Opening /embed with a 1,000-entry wheel (${payload.length.toLocaleString('en-US')}-character fragment) to the spin button enabled: ` +
    `${medianAndRange(opens.map((o) => o.ms))} ms; longest task ${medianAndRange(opens.map((o) => o.task))} ms (median (range) of ${RUNS}, 480x640).`,
);

const lists = [
  { name: '5 entries, no picture (the dialog alone)', count: 5, chars: 0 },
  { name: '5 pictures of 30,000 characters', count: 5, chars: 30_000 },
  { name: '20 pictures of 30,000 characters', count: 20, chars: 30_000 },
  { name: '100 pictures of 40,000 characters', count: 100, chars: 40_000 },
];
const rows = [];
for (const { name, count, chars } of lists) {
  const entries = Array.from({ length: count }, (_, i) => ({ id: `p${i}`, text: `Pet ${i + 1}`, color: '#4ECDC4', visible: true, ...(chars > 0 ? { image: picture(chars, i + 1) } : {}) }));
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await shareTime(entries));
  rows.push({ list: name, 'link (characters)': runs[0].length, 'pictures left out': runs[0].leftOut, 'Share wheel to link, ms': medianAndRange(runs.map((r) => r.ms)) });
}
console.log('Share-wheel links of lists with pictures (limit 256,000 characters with pictures):');
console.table(rows);
await browser.close();
stop();
