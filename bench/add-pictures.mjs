#!/usr/bin/env node
// "Add images" with 20 photos. Builds nothing: serves the existing out/ (run `npm run build`
// first). On a fresh page each run, the page first makes 20 photo-like JPEGs of 3000 x 2000
// (gradients, shapes and grain, about 1 to 3 MB each, as a phone's photo; not measured), then
// hands them to "Add images" as the file chooser would and times, from the hand-over until the
// toast "Added 20 entries with pictures." shows, how long the 20 pictures take to be read, decoded,
// cut square, shrunk to 256 px and re-encoded (in a worker), and added as one change; with it the
// longest main-thread task meanwhile (PerformanceObserver 'longtask': 0 means none over 50 ms)
// and the stored size of the 20 pictures. At the machine's own speed and at the phone slowdown
// (support/phone-slowdown.mjs; CDP Emulation.setCPUThrottlingRate slows the page's main thread
// and its workers alike). Then the same for one 50-megapixel photo (8160 x 6120, a phone camera's
// largest mode). BENCH_RUNS (default 5) runs per speed, BENCH_CPU (default "1,phone").
import os from 'node:os';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';
import { launchChromium, median, medianAndRange, recordLongTasks, serveExport } from './support/serve-and-launch.mjs';
import { cpuRates, phoneSlowdown } from './support/phone-slowdown.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const COUNT = 20;
const CONTRACT_MS = 200;

/** In the page: COUNT photo-like JPEGs of 3000 x 2000, kept as files in window.__photos; their total size in bytes. */
function makePhotos(count) {
  const photo = async (n) => {
    const canvas = new OffscreenCanvas(3000, 2000);
    const ctx = canvas.getContext('2d');
    const sky = ctx.createLinearGradient(0, 0, 3000, 2000);
    sky.addColorStop(0, `hsl(${(n * 37) % 360} 70% 60%)`);
    sky.addColorStop(1, `hsl(${(n * 37 + 120) % 360} 60% 30%)`);
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 3000, 2000);
    for (let i = 0; i < 60; i += 1) {
      ctx.fillStyle = `hsl(${(n * 53 + i * 29) % 360} 60% ${30 + (i % 40)}% / 0.6)`;
      ctx.beginPath();
      ctx.arc((i * 997) % 3000, (i * 613) % 2000, 40 + ((i * 71) % 300), 0, Math.PI * 2);
      ctx.fill();
    }
    // Grain, as a camera's sensor gives it: it keeps the JPEG at a photo's size.
    const image = ctx.getImageData(0, 0, 3000, 2000);
    let seed = n + 1;
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed % 25) - 12;
      image.data[i] += grain;
      image.data[i + 1] += grain;
      image.data[i + 2] += grain;
    }
    ctx.putImageData(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    return new File([blob], `Photo ${n + 1}.jpg`, { type: 'image/jpeg' });
  };
  return (async () => {
    const photos = [];
    for (let n = 0; n < count; n += 1) photos.push(await photo(n));
    window.__photos = photos;
    return photos.reduce((sum, file) => sum + file.size, 0);
  })();
}

/** In the page: one photo of 8160 x 6120 (50 megapixels) as a JPEG, kept in window.__photos; its size in bytes. */
function makeBigPhoto() {
  return (async () => {
    const canvas = new OffscreenCanvas(8160, 6120);
    const ctx = canvas.getContext('2d');
    const sky = ctx.createLinearGradient(0, 0, 8160, 6120);
    sky.addColorStop(0, 'hsl(210 70% 60%)');
    sky.addColorStop(1, 'hsl(30 60% 40%)');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 8160, 6120);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    window.__photos = [new File([blob], 'Big sky.jpg', { type: 'image/jpeg' })];
    return blob.size;
  })();
}

/** In the page: hands the photos to "Add images"; resolves to the milliseconds until the toast shows. */
function addPhotos(toast) {
  return new Promise((resolve) => {
    const start = performance.now();
    window.__addStart = start;
    const observer = new MutationObserver(() => {
      if (![...document.querySelectorAll('p')].some((p) => p.textContent === toast)) return;
      observer.disconnect();
      resolve(performance.now() - start);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const input = [...document.querySelectorAll('label')].find((label) => label.textContent === 'Add images').querySelector('input');
    const data = new DataTransfer();
    for (const file of window.__photos) data.items.add(file);
    input.files = data.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function run(browser, base, rate, { make, count }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await recordLongTasks(page);
  const cdp = await context.newCDPSession(page);
  await page.goto(base);
  await page.locator(WHEEL_READY).waitFor();
  const photoBytes = await page.evaluate(make, count);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const ms = await page.evaluate(addPhotos, count === 1 ? 'Added 1 entry with pictures.' : `Added ${count} entries with pictures.`);
  const longest = await page.evaluate(() => Math.max(0, ...window.__longTasks.filter((t) => t.start + t.duration > window.__addStart).map((t) => t.duration)));
  const storedChars = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('wheelEntries') ?? '[]').reduce((sum, entry) => sum + (entry.image?.length ?? 0), 0),
  );
  await context.close();
  return { ms, longest, photoBytes, storedChars };
}

const uptime = () => `${new Date().toISOString()} load average: ${os.loadavg().map((n) => n.toFixed(2)).join(', ')}`;
console.log(`Before: ${uptime()}`);
const { base, stop } = await serveExport();
const browser = await launchChromium();
const { index, rates } = await cpuRates(browser);
const table = {};
const bigTable = {};
let sizes = null;
const figures = (runs, count) => ({
  [`add ${count === 1 ? 'the photo' : `${count} photos`}, ms`]: medianAndRange(runs.map((r) => r.ms)),
  ...(count === 1 ? {} : { 'per photo, ms': Math.round(median(runs.map((r) => r.ms)) / count) }),
  'longest task, ms': medianAndRange(runs.map((r) => r.longest)),
  [`runs over ${CONTRACT_MS} ms`]: `${runs.filter((r) => r.longest >= CONTRACT_MS).length}/${runs.length}`,
});
try {
  for (const rate of rates) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await run(browser, base, rate, { make: makePhotos, count: COUNT }));
    sizes ??= runs[0];
    table[`${rate}x CPU`] = figures(runs, COUNT);
    const big = [];
    for (let i = 0; i < RUNS; i += 1) big.push(await run(browser, base, rate, { make: makeBigPhoto, count: 1 }));
    bigTable[`${rate}x CPU`] = figures(big, 1);
  }
} finally {
  await browser.close();
  stop();
}
console.log(
  `"Add images" with ${COUNT} photos of 3000 x 2000, median (min-max) of ${RUNS} runs, a fresh page each (headless Chromium, ` +
    `1280x800; benchmark index ${index}, so the phone is ${phoneSlowdown(index)}x; on ${os.cpus().length} cores):`,
);
console.table(table);
if (sizes) {
  console.log(
    `The ${COUNT} photos: ${(sizes.photoBytes / 1e6).toFixed(1)} MB as files; stored as pictures: ${(sizes.storedChars / 1000).toFixed(0)} kB of data URLs ` +
      `(${(sizes.storedChars / COUNT / 1000).toFixed(1)} kB each).`,
  );
}
console.log('"Add images" with one photo of 8160 x 6120 (50 megapixels), the same way:');
console.table(bigTable);
console.log(`After: ${uptime()}`);
console.log(`Target: no main-thread task over ${CONTRACT_MS} ms while the pictures are made.`);
