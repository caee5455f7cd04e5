import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const texts = Array.from({ length: 10000 }, (_, i) => `Entry number ${i + 1}`);
const t0 = Date.now();
await page.goto(`http://localhost:3100/?template_entries=${encodeURIComponent(JSON.stringify(texts))}`);
await page.waitForFunction(() => document.querySelector('canvas[aria-label*="with 10000 "]'), null, { polling: 16 });
console.log('ready', await page.evaluate(() => performance.now()), 'wall', Date.now() - t0);
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; const samples = profile.samples;
for (let i = 0; i < samples.length; i++) {
  const n = byId.get(samples[i]); const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  self.set(key, (self.get(key) || 0) + (dt[i] || 0) / 1000);
}
console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'));
const timing = await page.evaluate(() => JSON.stringify(performance.getEntriesByType('navigation')[0]));
const t = JSON.parse(timing); console.log('responseEnd', t.responseEnd, 'DCL', t.domContentLoadedEventEnd, 'load', t.loadEventEnd);
await browser.close();
