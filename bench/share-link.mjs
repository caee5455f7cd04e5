#!/usr/bin/env node
// Shared-wheel link benchmark. Builds nothing: serves the existing out/ (run `npm run build` first).
// Prints the length of the "Share wheel" link for 100, 1,000 and 10,000 entries of realistic
// names, then the time from opening a 10,000-entry link in a fresh tab to the wheel showing
// those entries with every control answering (median of 5 runs).
import { WHEEL_READY } from '../lib/wheel-ready.mjs';
import { launchChromium, markReadyWith, serveExport } from './support/serve-and-launch.mjs';

const SIZES = [100, 1_000, 10_000];
const OPEN_RUNS = Number(process.env.BENCH_RUNS || 5);

const FIRST = ['Amara', 'Bjorn', 'Chen', 'Dolores', 'Emeka', 'Farah', 'Goran', 'Hana', 'Ivo', 'Juana', 'Kwame', 'Leila', 'Mateo', 'Nadia', 'Oskar', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Tariq'];
const LAST = ['Okafor', 'Lindqvist', 'Nakamura', 'Herrera', 'Novak', 'Haddad', 'Kowalski', 'Silva', 'Murphy', 'Ivanova', 'Mensah', 'Dubois', 'Rossi', 'Yilmaz', 'Chowdhury', 'Schmidt'];
const PALETTE = ['#FF6B6B', '#4ECDC4', '#45B7D1', '#FFA07A', '#98D8C8', '#F7DC6F', '#BB8FCE', '#85C1E2'];

/** A deterministic list of first + last names (duplicates get a number, as in a real sign-up sheet). */
function names(count) {
  const seen = new Map();
  let state = 12345;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  return Array.from({ length: count }, (_, i) => {
    const name = `${FIRST[next() % FIRST.length]} ${LAST[next() % LAST.length]}`;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return { id: `b${i}`, text: n === 1 ? name : `${name} ${n}`, color: PALETTE[i % PALETTE.length], visible: true };
  });
}

const { base, stop } = await serveExport();
const browser = await launchChromium();

async function linkFor(entries) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript((list) => localStorage.setItem('wheelEntries', JSON.stringify(list)), entries);
  await page.goto(base);
  await page.locator(WHEEL_READY).waitFor();
  await page.getByRole('button', { name: 'Share wheel' }).click();
  const field = page.getByRole('textbox', { name: 'Wheel link' });
  await field.waitFor({ timeout: 30_000 });
  const link = await field.inputValue();
  await context.close();
  return link;
}

async function openTime(link, count) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  // Usable: stored state is in place and the wheel carries the link's entries.
  await markReadyWith(page, count);
  await page.goto(link);
  await page.waitForFunction(() => typeof window.__readyAt === 'number', null, { timeout: 60_000 });
  const ms = await page.evaluate(() => window.__readyAt);
  await context.close();
  return ms;
}

const rows = [];
let largest = '';
for (const size of SIZES) {
  const link = await linkFor(names(size));
  if (size === 10_000) largest = link;
  const fragment = link.slice(link.indexOf('#'));
  rows.push({ entries: size.toLocaleString('en-US'), 'link (characters)': link.length, 'fragment (characters)': fragment.length, 'per entry': (fragment.length / size).toFixed(1) });
}
console.log('Share-wheel link length (names like "Priya Haddad", palette colours, all visible):');
console.table(rows);

const times = [];
for (let i = 0; i < OPEN_RUNS; i += 1) times.push(await openTime(largest, 10_000));
times.sort((a, b) => a - b);
console.log(
  `Opening a 10,000-entry link to a usable wheel: median ${Math.round(times[Math.floor(times.length / 2)])} ms over ${OPEN_RUNS} runs ` +
    `(fastest ${Math.round(times[0])} ms, slowest ${Math.round(times[times.length - 1])} ms; from navigation start, headless Chromium, 1280x800).`,
);
await browser.close();
stop();
