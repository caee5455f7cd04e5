#!/usr/bin/env node
// Wheel speed benchmark. Builds nothing: serves the existing out/ (run `npm run build` first),
// loads 100, 1,000 and 10,000 entries through ?template_entries=, spins, and prints
// frames per second and the longest main-thread task during the spin, plus the time
// from navigation to an enabled spin button.
import { launchChromium, serveExport } from './support/serve-and-launch.mjs';

const SIZES = [100, 1_000, 10_000];
const RUNS = Number(process.env.BENCH_RUNS || 3);

const { base, stop } = await serveExport();
const browser = await launchChromium();

async function measure(size) {
  // No offline worker: its background precaching would compete with the spin for the CPU.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(({ count, mute }) => {
    // The moment the wheel shows the loaded list and answers: stored state and the
    // address's entries are in place (data-ready), so the spin button is enabled.
    const label = `with ${count} entries`;
    const poll = () => {
      const ready = document.querySelector('.wheel-tool[data-ready="true"]');
      const canvas = document.querySelector('canvas[aria-label]');
      if (ready && canvas?.getAttribute('aria-label')?.includes(label)) window.__readyAt = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
    if (mute) localStorage.setItem('wheelTheme', JSON.stringify({ soundEnabled: false }));
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  }, { count: size, mute: process.env.BENCH_MUTE === '1' });
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

  await page.evaluate(() => {
    window.__frames = [];
    const loop = (t) => {
      window.__frames.push(t);
      if (window.__counting) requestAnimationFrame(loop);
    };
    window.__counting = true;
    requestAnimationFrame(loop);
  });
  const spinStart = await page.evaluate(() => performance.now());
  await button.click();
  await page.getByRole('button', { name: 'Spinning...' }).waitFor();
  await page.getByRole('button', { name: 'SPIN THE WHEEL!' }).waitFor({ timeout: 60_000 });
  const result = await page.evaluate((start) => {
    window.__counting = false;
    const frames = window.__frames.filter((t) => t >= start);
    const seconds = (frames[frames.length - 1] - frames[0]) / 1000;
    const gaps = frames.slice(1).map((t, i) => t - frames[i]);
    const longest = window.__longTasks.filter((t) => t.start >= start).reduce((m, t) => Math.max(m, t.duration), 0);
    return { fps: (frames.length - 1) / seconds, worstFrameMs: Math.max(...gaps), longestTaskMs: longest, seconds };
  }, spinStart);
  await context.close();
  return { size, readyMs, ...result };
}

const rows = [];
for (const size of SIZES) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(size));
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  rows.push({
    entries: size.toLocaleString('en-US'),
    'ready (ms)': Math.round(median('readyMs')),
    fps: median('fps').toFixed(1),
    'worst frame (ms)': median('worstFrameMs').toFixed(1),
    'longest task in spin (ms)': Math.round(median('longestTaskMs')),
    'spin (s)': median('seconds').toFixed(1),
  });
}

console.log(`Wheel benchmark, median of ${RUNS} runs each (headless Chromium, 1280x800):`);
console.table(rows);
console.log('Targets: 60 fps at every size, no task over 50 ms during a spin, under 1500 ms to an enabled button at 10,000.');
await browser.close();
stop();
