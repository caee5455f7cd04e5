// What the phone benchmarks share: a fresh phone-sized window with the processor slowed, the wait
// for a page to have settled, and the summary of a CPU profile.

/**
 * A fresh window in `browser` the size of a mid-range phone (412x823 CSS pixels, touch), its
 * processor slowed `rate` times, with no offline worker (its precaching after the load would
 * compete with the page for the processor): the context, its page and its CDP session.
 */
export async function openPhonePage(browser, rate) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp };
}

/**
 * Settled: a whole second with no long task (the page must record them: recordLongTasks in
 * serve-and-launch.mjs), and a moment the browser calls idle.
 */
export const settled = (page) =>
  page
    .waitForFunction(
      () => {
        const last = window.__longTasks.at(-1);
        return performance.now() - (last ? last.start + last.duration : 0) > 1000;
      },
      null,
      { polling: 100, timeout: 60_000 },
    )
    .then(() => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 }))));

/** The functions with the most self time over some CDP CPU profiles. */
export function topSelfTime(profiles, limit = 8) {
  const self = new Map();
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id).callFrame;
      const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() || ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
}

/**
 * An init script: from the page's first script on, its long tasks (`window.__longTasks`), long
 * animation frames with the scripts each ran (`__longFrames`) and the Event Timing entries of
 * its interactions (`__events`).
 */
export function recordTimings() {
  window.__longTasks = [];
  window.__longFrames = [];
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longFrames.push({
        start: entry.startTime,
        duration: entry.duration,
        // The frame's rendering (style, layout, paint) from its start, and style and layout alone.
        renderMs: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0,
        styleAndLayoutMs: entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
        scripts: entry.scripts.map((s) => ({ file: s.sourceURL, fn: s.sourceFunctionName, invoker: s.invoker, ms: s.duration })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__events.push({ name: entry.name, start: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}
