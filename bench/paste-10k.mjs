#!/usr/bin/env node
// Paste benchmark. Builds nothing: serves the existing out/ (run `npm run build` first),
// empties the list, pastes 10,000 lines into "New entry" and prints, median of 5 runs,
// the time from the paste to (1) the count reading "10,000 visible" with the wheel
// drawn from them and (2) the Spin tab open with an enabled spin button.
import { WHEEL_READY } from '../lib/wheel-ready.mjs';
import { launchChromium, median, recordLongTasks, serveExport } from './support/serve-and-launch.mjs';

const LINES = 10_000;
const RUNS = Number(process.env.BENCH_RUNS || 5);

const { base, stop } = await serveExport();
const browser = await launchChromium();

const text = Array.from({ length: LINES }, (_, i) => `Guest number ${i + 1}`).join('\r\n');

async function measure() {
  // No offline worker: its background precaching would compete with the paste for the CPU.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await recordLongTasks(page);
  await page.goto(base);
  await page.locator(WHEEL_READY).waitFor();
  await page.getByRole('button', { name: 'Clear all entries' }).click();
  await page.getByText(/^0 visible on the wheel/).waitFor();
  // Let the clear's toast and save settle so they are not counted in the paste.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));

  const result = await page.evaluate(
    async ({ pasted, count }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const input = document.querySelector('input[aria-label="New entry"]');
      const shown = `${count.toLocaleString('en-US')} visible on the wheel`;
      const listed = () =>
        [...document.querySelectorAll('p[aria-live]')].some((p) => p.textContent.startsWith(shown)) &&
        document.querySelector('canvas[aria-label]')?.getAttribute('aria-label')?.includes(`with ${count} entries`);
      const spinReady = () => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'SPIN THE WHEEL!');
        return button !== undefined && !button.disabled;
      };

      const data = new DataTransfer();
      data.setData('text/plain', pasted);
      const start = performance.now();
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      while (!listed()) await frame();
      const listedMs = performance.now() - start;
      // Radix tabs switch on mouse down, as a visitor's press would.
      const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent.trim() === 'Spin');
      tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
      while (!spinReady()) await frame();
      const readyMs = performance.now() - start;
      const longest = window.__longTasks.filter((t) => t.start >= start).reduce((m, t) => Math.max(m, t.duration), 0);
      return { listedMs, readyMs, longestTaskMs: longest };
    },
    { pasted: text, count: LINES },
  );
  await context.close();
  return result;
}

const runs = [];
for (let i = 0; i < RUNS; i += 1) runs.push(await measure());
const medianOf = (key) => median(runs.map((r) => r[key]));

console.log(`Paste benchmark, ${LINES.toLocaleString('en-US')} lines into "New entry", median of ${RUNS} runs (headless Chromium, 1280x800):`);
console.table([
  {
    'in the list and on the wheel (ms)': Math.round(medianOf('listedMs')),
    'spin button enabled (ms)': Math.round(medianOf('readyMs')),
    'longest task (ms)': Math.round(medianOf('longestTaskMs')),
  },
]);
console.log('Target: under 1000 ms from the paste to an enabled spin button.');
await browser.close();
stop();
