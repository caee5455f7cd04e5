// The slowdowns a benchmark runs at. "phone" is the calibrated phone of scripts/phone-slowdown.mjs
// (this machine's benchmark index / 500), the one the Lighthouse audit measures on too.
import { benchmarkIndex, phoneSlowdown } from '../../scripts/phone-slowdown.mjs';

export { phoneSlowdown };

/**
 * The CPU slowdowns a benchmark runs at, from BENCH_CPU (default `defaultRates`, "1,phone"): numbers as they are,
 * "phone" as phoneSlowdown of this machine's benchmark index, measured in a page of its own in
 * `browser`. Also the index, for the benchmark to print.
 */
export async function cpuRates(browser, defaultRates = '1,phone') {
  const index = await benchmarkIndex(browser);
  const names = (process.env.BENCH_CPU || defaultRates).split(',');
  return { index, rates: names.map((name) => (name === 'phone' ? phoneSlowdown(index) : Number(name))) };
}
