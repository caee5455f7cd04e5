// The processor slowdown that makes this machine the phone Lighthouse's defaults describe. Lighthouse
// slows the CPU 4x and assumes a desktop whose benchmark index is about 2000, so a phone there is
// index 500; on another machine the same phone is index / 500 (clamped to 1..8), or a 4x figure
// would mean a faster phone on a slow machine and a slower one on a fast machine.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's own benchmark index, measured in `page` (about a second), the median of `runs`. */
async function benchmarkIndex(page, runs = 3) {
  const values = [];
  for (let i = 0; i < runs; i += 1) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  return values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** The CPU slowdown for a phone on a machine of this benchmark index. */
export function phoneSlowdown(index) {
  return Math.min(8, Math.max(1, Math.round((index / 500) * 10) / 10));
}

/**
 * The CPU slowdowns a benchmark runs at, from BENCH_CPU (default `defaultRates`, "1,phone"): numbers as they are,
 * "phone" as phoneSlowdown of this machine's benchmark index, measured in a page of its own in
 * `browser`. Also the index, for the benchmark to print.
 */
export async function cpuRates(browser, defaultRates = '1,phone') {
  const page = await browser.newPage();
  const index = await benchmarkIndex(page);
  await page.close();
  const names = (process.env.BENCH_CPU || defaultRates).split(',');
  return { index, rates: names.map((name) => (name === 'phone' ? phoneSlowdown(index) : Number(name))) };
}
