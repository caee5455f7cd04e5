import type axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

interface Fixtures {
  /** Ends every route handler with its test (see below); automatic. */
  routesEndWithTest: void;
  /** Console errors and uncaught exceptions the page produced during the test. */
  consoleErrors: string[];
  /** Every Content-Security-Policy violation the page reported; any one fails the test. */
  cspViolations: string[];
}

const CSP_VIOLATION = 'Content-Security-Policy violation:';

/**
 * axe's minified build, put into each page scanned: the page compiles it before every first scan,
 * and at under half the size of the readable build (axe-core's `source`) that took about a quarter
 * less time per page.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const test = base.extend<Fixtures>({
  // A handler still running when its test ends (a script held back, a fetch mid-way) would answer
  // on a disposed response and fail the next test in that worker, on a busy machine only: every
  // handler of the page and its context is removed as the test ends, running ones left to fail quietly.
  routesEndWithTest: [
    async ({ page, context }, provide) => {
      await provide();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, provide) => {
      const violations: string[] = [];
      // The page's own report of each violation, logged where the test can hear
      // it, next to Chromium's "Refused to ... Content Security Policy" console messages.
      await page.addInitScript((prefix) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      }, CSP_VIOLATION);
      page.on('console', (message) => {
        const text = message.text();
        if (text.startsWith(CSP_VIOLATION) || text.includes('Content Security Policy')) violations.push(text);
      });
      await provide(violations);
      expect(violations, 'the page broke its Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
  },
});

export { expect };

/**
 * Serious and critical axe violations on the page as it is now, summarised for a readable failure.
 * `rules` narrows the scan to those rules; axe only collects violations (not passes), which makes a
 * scan of a large page several times quicker.
 */
export async function seriousA11yViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  // A scan of a large page can take several seconds on a busy machine: each scan brings its own time.
  test.info().setTimeout(test.info().timeout + 15_000);
  // axe runs in the page itself, put there once per document (the DevTools protocol's evaluation is
  // not bound by the page's Content-Security-Policy), over the one document the site's pages have.
  // axe's own Playwright wrapper, built for pages with frames, runs each scan in parts and joins
  // them in a new page of its own, which made every scan three to six times slower.
  expect(page.frames(), 'a page with frames needs each frame scanned').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Controls ease into new colours (a theme change, a tab opened, a press): contrast is judged on the
  // colours they settle on, not on a frame halfway through, which a busy machine can scan.
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
  const options: axe.RunOptions = {
    resultTypes: ['violations'],
    iframes: false,
    runOnly: rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  };
  const results = await page.evaluate((runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions), options);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * The items in groups of `size`, for specs that open many pages for the same checks: a few pages to
 * a test, each in a step named for it, as a fresh browser context costs more processor time than
 * most pages' own checks.
 */
export function inGroups<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/** The axe rules whose outcome depends on the colours, the only thing a theme changes. */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** The page background in each theme (the page colour token). */
export const PAGE_BACKGROUND = { light: 'rgb(248, 250, 252)', dark: 'rgb(2, 6, 23)' } as const;

export async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/**
 * Serious violations in the light theme (every rule), then in the dark one (the colour rules: the
 * markup is the same in both): while the visitor has chosen no theme the page follows the
 * system's, so one load serves both.
 */
export async function seriousA11yViolationsInEachTheme(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect.poll(() => pageBackground(page), `the page in the ${colorScheme} theme`).toBe(PAGE_BACKGROUND[colorScheme]);
    const rules = colorScheme === 'dark' ? COLOR_RULES : undefined;
    found.push(...(await seriousA11yViolations(page, rules)).map((violation) => `${colorScheme} theme: ${violation}`));
  }
  return found;
}
