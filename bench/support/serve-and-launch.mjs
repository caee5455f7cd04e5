// What every benchmark starts with: the existing out/ served as a host serves it,
// measured only once the server's compression cache is warm (so nothing measured
// competes with it), and a headless Chromium that makes no background requests.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { findChromium } from '../../scripts/find-chromium.mjs';
import { freePort } from '../../scripts/free-port.mjs';
import { WHEEL_READY } from '../../lib/wheel-ready.mjs';

export async function serveExport() {
  const port = await freePort();
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => {
    let seen = '';
    server.stdout.on('data', (chunk) => {
      seen += chunk;
      if (seen.includes('Precompressed')) resolve();
    });
    setTimeout(resolve, 300_000).unref();
  });
  return { base: `http://localhost:${port}`, stop: () => server.kill() };
}

export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', ...extraArgs],
  });
}

/**
 * Keeps every long main-thread task (over 50 ms) of the page in `window.__longTasks`, from its
 * first script on: `{ start, duration }` in the page's clock.
 */
export function recordLongTasks(page) {
  return page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The middle value of a benchmark's runs (the upper middle of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** "median (lowest-highest)", in whole numbers. */
export const medianAndRange = (values) => `${Math.round(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;

/**
 * Marks `window.__readyAt` at the start of the first frame in which the wheel
 * answers (stored state in place: the ready mark) and carries `count` entries.
 */
export function markReadyWith(page, count) {
  return page.addInitScript(
    ({ label, readySelector }) => {
      const poll = () => {
        const ready = document.querySelector(readySelector);
        const canvas = document.querySelector('canvas[aria-label]');
        if (ready && canvas?.getAttribute('aria-label')?.includes(label)) window.__readyAt = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    },
    { label: `with ${count} entries`, readySelector: WHEEL_READY },
  );
}

/**
 * Presses the (enabled) spin button and waits for the spin to end, counting
 * animation frames meanwhile: frames per second and the worst frame, plus the
 * spin's start on the page's clock for other measures of the same spin.
 */
export async function spinCountingFrames(page, { timeoutMs = 60_000, duringSpin } = {}) {
  await page.evaluate(() => {
    window.__frames = [];
    const loop = (t) => {
      window.__frames.push(t);
      if (window.__counting) requestAnimationFrame(loop);
    };
    window.__counting = true;
    requestAnimationFrame(loop);
  });
  const start = await page.evaluate(() => performance.now());
  await duringSpin?.start?.();
  await page.getByRole('button', { name: 'SPIN THE WHEEL!' }).click();
  await page.getByRole('button', { name: 'Spinning...' }).waitFor();
  await page.getByRole('button', { name: 'SPIN THE WHEEL!' }).waitFor({ timeout: timeoutMs });
  await duringSpin?.stop?.();
  const frames = await page.evaluate((from) => {
    window.__counting = false;
    const seen = window.__frames.filter((t) => t >= from);
    const seconds = (seen[seen.length - 1] - seen[0]) / 1000;
    const gaps = seen.slice(1).map((t, i) => t - seen[i]);
    return { fps: (seen.length - 1) / seconds, worstFrameMs: Math.max(...gaps), seconds };
  }, start);
  return { start, ...frames };
}
