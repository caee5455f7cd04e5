// The processor slowdown that makes this machine the phone Lighthouse's defaults describe. Lighthouse
// slows the CPU 4x and assumes a desktop whose benchmark index is about 2000, so a phone there is
// index 500; on another machine the same phone is index / 500 (clamped to 1..8), or a 4x figure
// would mean a faster phone on a slow machine and a slower one on a fast machine. The audits and
// the benchmarks both read it from here, so a target means the same phone in each.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The CPU slowdown for a phone on a machine of this benchmark index. */
export function phoneSlowdown(index) {
  return Math.min(8, Math.max(1, Math.round((index / 500) * 10) / 10));
}

/**
 * Lighthouse's own benchmark index (its "CPU/Memory Power"), the median of `runs` measurements of
 * about a second each, in a page of its own that `browser` (Playwright) opens and closes.
 */
export async function benchmarkIndex(browser, runs = 3) {
  const page = await browser.newPage();
  try {
    const values = [];
    for (let i = 0; i < runs; i += 1) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    return values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  } finally {
    await page.close();
  }
}
