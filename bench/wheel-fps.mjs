#!/usr/bin/env node
// Wheel speed benchmark. Builds nothing: serves the existing out/ (run `npm run build` first),
// loads 100, 1,000 and 10,000 entries through ?template_entries=, spins, and prints
// frames per second and the longest main-thread task during the spin, plus the time
// from navigation to an enabled spin button.
import { launchChromium, markReadyWith, median, recordLongTasks, serveExport, spinCountingFrames } from './support/serve-and-launch.mjs';

const SIZES = [100, 1_000, 10_000];
const RUNS = Number(process.env.BENCH_RUNS || 3);

const { base, stop } = await serveExport();
const browser = await launchChromium();

async function measure(size) {
  // No offline worker: its background precaching would compete with the spin for the CPU.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  // The moment the wheel shows the loaded list and answers, so the spin button is enabled.
  await markReadyWith(page, size);
  if (process.env.BENCH_MUTE === '1') await page.addInitScript(() => localStorage.setItem('wheelTheme', JSON.stringify({ soundEnabled: false })));
  await recordLongTasks(page);
  const texts = Array.from({ length: size }, (_, i) => `Entry number ${i + 1}`);
  await page.goto(`${base}/?template_entries=${encodeURIComponent(JSON.stringify(texts))}`);
  await page.getByText(`${size.toLocaleString('en-US')} visible`).waitFor();
  await page.getByRole('tab', { name: 'Spin' }).click();
  const button = page.getByRole('button', { name: 'SPIN THE WHEEL!' });
  await button.waitFor();
  await page.waitForFunction(() => {
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent === 'SPIN THE WHEEL!');
    return b && !b.disabled;
  });
  const readyMs = await page.evaluate(() => window.__readyAt);

  const { start, ...spin } = await spinCountingFrames(page);
  const longestTaskMs = await page.evaluate(
    (from) => window.__longTasks.filter((t) => t.start >= from).reduce((m, t) => Math.max(m, t.duration), 0),
    start,
  );
  const result = { ...spin, longestTaskMs };
  await context.close();
  return { size, readyMs, ...result };
}

const rows = [];
for (const size of SIZES) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(size));
  const medianOf = (key) => median(runs.map((r) => r[key]));
  rows.push({
    entries: size.toLocaleString('en-US'),
    'ready (ms)': Math.round(medianOf('readyMs')),
    fps: medianOf('fps').toFixed(1),
    'worst frame (ms)': medianOf('worstFrameMs').toFixed(1),
    'longest task in spin (ms)': Math.round(medianOf('longestTaskMs')),
    'spin (s)': medianOf('seconds').toFixed(1),
  });
}

console.log(`Wheel benchmark, median of ${RUNS} runs each (headless Chromium, 1280x800):`);
console.table(rows);
console.log('Targets: 60 fps at every size, no task over 50 ms during a spin, under 1500 ms to an enabled button at 10,000.');
await browser.close();
stop();
