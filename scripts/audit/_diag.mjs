import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '/work/main/scripts/find-chromium.mjs';
import { serveExport } from '/work/main/scripts/audit/serve-export.mjs';
const route = process.argv[2] ?? '/';
const { origin, stop } = await serveExport();
const chrome = await launch({ chromePath: findChromium(), chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const { lhr } = await lighthouse(origin + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = lhr.audits;
const mi = a.metrics?.details?.items?.[0] ?? {}; console.log('observed', JSON.stringify(Object.fromEntries(Object.entries(mi).filter(([k]) => /observed(FirstContentfulPaint|LargestContentfulPaint|DomContentLoaded|Load|FirstPaint)$/.test(k)))));
console.log('score', lhr.categories.performance.score, 'TBT', a['total-blocking-time'].numericValue, 'CLS', a['cumulative-layout-shift'].numericValue, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue);
for (const id of (process.env.AUDITS ?? 'largest-contentful-paint-element,long-tasks').split(',')) {
  const d = a[id]?.details; if (!d) continue;
  console.log('==', id);
  for (const it of (d.items ?? []).slice(0, 25)) console.log(JSON.stringify(it).slice(0, 300));
}
await chrome.kill(); await stop();
