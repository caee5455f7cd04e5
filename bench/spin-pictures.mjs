#!/usr/bin/env node
// Pictures on the wheel: frames per second and the worst frame while spinning 100 entries that
// each have a 256 x 256 picture (the largest an entry's picture gets), against 100 plain entries,
// at this machine's speed and on the phone Lighthouse's 4x slowdown describes (this machine's
// benchmark index / 500, see support/phone-slowdown.mjs, applied with CDP's
// Emulation.setCPUThrottlingRate from before the page loads). Also the time from navigation to the
// wheel first painted, and to the wheel painted with its pictures (they are decoded after the
// first paint, then painted in), with the long task (over 50 ms, else 0) that paints them in.
// The list is stored before the page loads, as a returning visitor's.
// Serves the existing out/ (run `npm run build` first). BENCH_RUNS (default 3) runs per row,
// BENCH_CPU (default "1,phone") the slowdowns.
import os from 'node:os';
import { launchChromium, markReadyWith, median, recordLongTasks, serveExport, spinCountingFrames } from './support/serve-and-launch.mjs';
import { cpuRates, phoneSlowdown } from './support/phone-slowdown.mjs';
import { manyPictures } from '../scripts/test-pictures.mjs';

const COUNT = 100;
const RUNS = Number(process.env.BENCH_RUNS || 3);
const PICTURES = manyPictures(COUNT);

function storedList(pictured) {
  return Array.from({ length: COUNT }, (_, i) => ({
    id: `e${i}`,
    text: `Entry number ${i + 1}`,
    color: ['#FF6B6B', '#4ECDC4', '#45B7D1', '#96CEB4'][i % 4],
    visible: true,
    ...(pictured ? { image: PICTURES[i] } : {}),
  }));
}

/** Notes when the page first draws an entry's picture (decoded to an ImageBitmap, or an `img` where it cannot be) into a canvas: the slices painted with their pictures. */
function watchPictures() {
  const drawImage = CanvasRenderingContext2D.prototype.drawImage;
  CanvasRenderingContext2D.prototype.drawImage = function (source, ...rest) {
    if (window.__picturesAt === undefined && (source instanceof ImageBitmap || source instanceof HTMLImageElement)) window.__picturesAt = performance.now();
    return drawImage.call(this, source, ...rest);
  };
}

async function measure(browser, base, pictured, rate) {
  // No offline worker: its background precaching would compete with the spin for the CPU.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript((list) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('wheelEntries', JSON.stringify(list));
    localStorage.setItem('wheelTheme', JSON.stringify({ soundEnabled: false }));
  }, storedList(pictured));
  await page.addInitScript(watchPictures);
  await markReadyWith(page, COUNT);
  await recordLongTasks(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(base);
  await page.getByRole('tab', { name: 'Spin' }).click();
  await page.waitForFunction(() => {
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent === 'SPIN THE WHEEL!');
    return b && !b.disabled;
  });
  if (pictured) await page.waitForFunction(() => window.__picturesAt !== undefined, null, { timeout: 60_000 });
  const { readyMs, picturesMs } = await page.evaluate(() => ({ readyMs: window.__readyAt, picturesMs: window.__picturesAt }));
  // The task that paints the pictures in (the wheel's one repaint once they have decoded) holds the page meanwhile.
  const paintTaskMs = pictured
    ? await page.evaluate((at) => window.__longTasks.filter((t) => t.start <= at && at <= t.start + t.duration).reduce((m, t) => Math.max(m, t.duration), 0), picturesMs)
    : undefined;
  const { fps, worstFrameMs } = await spinCountingFrames(page, { timeoutMs: 120_000 });
  await context.close();
  return { readyMs, picturesMs, paintTaskMs, fps, worstFrameMs };
}

const { base, stop } = await serveExport();
const browser = await launchChromium();
const { index, rates } = await cpuRates(browser);

const rows = [];
try {
  for (const rate of rates) {
    for (const pictured of [false, true]) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, base, pictured, rate));
      const medianOf = (key) => median(runs.map((r) => r[key]));
      rows.push({
        cpu: rate === 1 ? '1x' : `${rate}x (phone)`,
        entries: pictured ? `${COUNT} with pictures` : `${COUNT} plain`,
        'wheel shown (ms)': Math.round(medianOf('readyMs')),
        'pictures shown (ms)': pictured ? Math.round(medianOf('picturesMs')) : '-',
        'painting them in, longest task (ms)': pictured ? Math.round(medianOf('paintTaskMs')) : '-',
        fps: medianOf('fps').toFixed(1),
        'worst frame (ms)': medianOf('worstFrameMs').toFixed(1),
      });
    }
  }
} finally {
  await browser.close();
  stop();
}

console.log(
  `Spinning with pictures, median of ${RUNS} runs each (headless Chromium, 1280x800; benchmark index ${index}, so the phone is ${phoneSlowdown(index)}x; ` +
    `1-minute load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores):`,
);
console.table(rows);
console.log('Target: 60 fps while spinning 100 entries with pictures, as with 100 plain ones.');
