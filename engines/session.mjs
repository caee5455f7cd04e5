// One browser tab in Firefox or WebKit, with the few verbs the cross-engine tests use. Firefox is
// driven by puppeteer-core over WebDriver BiDi (Debian has no geckodriver to put WebdriverIO's
// classic session on); WebKit by WebdriverIO through WebKitWebDriver (classic WebDriver, which
// WebKitGTK speaks). Controls are found as the Chromium tests find them: by role and accessible name.
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';

const { ENGINE, SITE_URL, FIREFOX_PATH, MINIBROWSER_PATH, WEBKIT_DRIVER_PORT } = process.env;
const engine = ENGINE;

/**
 * In the page: marks the visible element with this role and accessible name
 * (aria-label, its label, or its text) for the client to act on, and says
 * whether there is one. A reduced version of what a screen reader computes,
 * enough for this site's controls. An element still fading or sliding in (a
 * toast's Undo as it enters) does not count yet: a click aimed at where it was
 * would miss it, which a busy machine, slow to play the animation, made happen.
 */
function markByRole(role, name) {
  const selectors = {
    button: 'button, [role="button"]',
    link: 'a[href]',
    textbox: 'input:not([type]), input[type="text"], input[type="search"], input[type="url"], textarea',
    tab: '[role="tab"]',
    radio: 'input[type="radio"], [role="radio"]',
    switch: '[role="switch"]',
    spinbutton: 'input[type="number"]',
    heading: 'h1, h2, h3',
  };
  const text = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return labelledBy.split(' ').map((id) => text(document.getElementById(id))).join(' ');
    return el.getAttribute('aria-label') ?? (el.labels?.[0] ? text(el.labels[0]) : text(el));
  };
  const settled = (el) => {
    const animated = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.target?.contains(el));
    if (animated) return false;
    for (let node = el; node; node = node.parentElement) if (getComputedStyle(node).opacity === '0') return false;
    return true;
  };
  document.querySelectorAll('[data-engine-target]').forEach((el) => el.removeAttribute('data-engine-target'));
  const found = [...document.querySelectorAll(selectors[role])].find((el) => el.getClientRects().length > 0 && nameOf(el) === name && settled(el));
  found?.setAttribute('data-engine-target', '');
  return found !== undefined;
}

const TARGET = '[data-engine-target]';

/** Short spins (the deceleration slider's low end), as the Spin tab stores them: local-storage items for `storeOnly`. */
export const QUICK_SPINS = {
  'wheelSpinSettings.version': '1',
  wheelSpinSettings: JSON.stringify({ mode: 'classic', minVelocity: 30, maxVelocity: 60, accelerationRate: 0.01, decelerationRate: 0.9 }),
};
const WAIT_MS = 20_000;

class FirefoxTab {
  static async open({ width, height }) {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      protocol: 'webDriverBiDi',
      // As in the Chromium tests: the offline worker is tested there, and here it would answer for the pages under test.
      extraPrefsFirefox: { 'dom.serviceWorkers.enabled': false },
    });
    const page = await browser.newPage();
    const tab = new FirefoxTab(browser, page);
    await tab.resize({ width, height });
    page.on('pageerror', (error) => tab.errors.push(error.message));
    return tab;
  }
  constructor(browser, page) {
    this.browser = browser;
    this.page = page;
    this.errors = [];
  }
  /** Sets the size of the page's viewport. */
  resize({ width, height }) {
    return this.page.setViewport({ width, height });
  }
  goto(path) {
    return this.page.goto(`${SITE_URL}${path}`);
  }
  evaluate(fn, ...args) {
    return this.page.evaluate(fn, ...args);
  }
  async waitUntil(fn, ...args) {
    await this.page.waitForFunction(fn, { timeout: WAIT_MS, polling: 100 }, ...args);
  }
  async click(selector) {
    await this.page.click(selector);
  }
  async type(selector, text) {
    await this.page.type(selector, text);
  }
  press(key) {
    return this.page.keyboard.press(key);
  }
  /** Presses the mouse at the first point, moves through the rest, and lets go: at once, or once `until` holds in the page. */
  async drag(points, until) {
    const [first, ...rest] = points;
    await this.page.mouse.move(first.x, first.y);
    await this.page.mouse.down();
    for (const point of rest) await this.page.mouse.move(point.x, point.y);
    if (until) await this.waitUntil(until);
    await this.page.mouse.up();
  }
  close() {
    return this.browser.close();
  }
}

/** How long WebKitWebDriver may take to answer one command, opening a MiniBrowser included. */
const WEBKIT_COMMAND_MS = 60_000;
/** Sessions asked for before a test gives up: a busy machine once left one MiniBrowser start unanswered. */
const WEBKIT_SESSION_ATTEMPTS = 3;

class WebKitTab {
  static async open({ width, height }) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await WebKitTab.openOnce({ width, height });
      } catch (error) {
        if (attempt === WEBKIT_SESSION_ATTEMPTS) throw error;
        console.log(`WebKitWebDriver opened no session (${error.message}); asking again (${attempt + 1} of ${WEBKIT_SESSION_ATTEMPTS}).`);
      }
    }
  }
  static async openOnce({ width, height }) {
    const browser = await remote({
      hostname: '127.0.0.1',
      port: Number(WEBKIT_DRIVER_PORT),
      path: '/',
      logLevel: 'error',
      // One bounded wait per command, without the client's own silent retries: a session that does not
      // open is asked for again above, where it is said.
      connectionRetryTimeout: WEBKIT_COMMAND_MS,
      connectionRetryCount: 0,
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver speaks classic WebDriver only.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      },
    });
    const tab = new WebKitTab(browser);
    await tab.resize({ width, height });
    return tab;
  }
  constructor(browser) {
    this.browser = browser;
    // Classic WebDriver reports no page errors; the tests check what the page shows instead.
    this.errors = [];
  }
  /** Sets the size of the window (its toolbar included: the viewport is a little smaller). */
  resize({ width, height }) {
    return this.browser.setWindowSize(width, height);
  }
  goto(path) {
    return this.browser.url(`${SITE_URL}${path}`);
  }
  evaluate(fn, ...args) {
    return this.browser.execute(fn, ...args);
  }
  async waitUntil(fn, ...args) {
    await this.browser.waitUntil(() => this.browser.execute(fn, ...args), { timeout: WAIT_MS, interval: 100 });
  }
  async click(selector) {
    const element = await this.browser.$(selector);
    await element.scrollIntoView({ block: 'center' });
    // WebKit can leave a control near the top of a short page under the sticky header (it scrolls
    // past the centre to the page's end), where a click lands on the header: the control is
    // brought to the middle of the window until nothing covers its centre.
    await this.browser.waitUntil(
      () =>
        this.browser.execute((el) => {
          const { left, top, width, height } = el.getBoundingClientRect();
          const at = document.elementFromPoint(left + width / 2, top + height / 2);
          if (at === el || el.contains(at)) return true;
          window.scrollBy(0, top + height / 2 - window.innerHeight / 2);
          return false;
        }, element),
      { timeout: WAIT_MS, interval: 100 },
    );
    await element.click();
  }
  async type(selector, text) {
    await (await this.browser.$(selector)).addValue(text);
  }
  press(key) {
    return this.browser.keys([key]);
  }
  /** As FirefoxTab.drag; the moves go in one action sequence. */
  async drag(points, until) {
    const [first, ...rest] = points;
    const pointer = this.browser.action('pointer', { parameters: { pointerType: 'mouse' } });
    pointer.move({ x: Math.round(first.x), y: Math.round(first.y), origin: 'viewport' }).down({ button: 0 });
    for (const point of rest) pointer.move({ x: Math.round(point.x), y: Math.round(point.y), origin: 'viewport', duration: 10 });
    if (!until) {
      // A flick lets go in the same sequence as its moves: released by a later command, on a busy
      // machine the release came hundreds of milliseconds after the last move, which the wheel reads
      // as a drag that stopped, not a flick.
      await pointer.up({ button: 0 }).perform();
      return;
    }
    await pointer.perform(true);
    await this.waitUntil(until);
    await this.browser.action('pointer', { parameters: { pointerType: 'mouse' } }).up({ button: 0 }).perform();
  }
  close() {
    return this.browser.deleteSession();
  }
}

/** A tab in this run's engine, with role-and-name verbs on top of the client's own. */
export async function openTab({ width = 1280, height = 800 } = {}) {
  const tab = engine === 'firefox' ? await FirefoxTab.open({ width, height }) : await WebKitTab.open({ width, height });
  return Object.assign(tab, {
    /** Waits for the control with this role and name, then clicks it as a visitor would. */
    async clickRole(role, name) {
      await tab.waitUntil(markByRole, role, name);
      try {
        await tab.click(TARGET);
      } catch {
        // The page re-rendered the control between its marking and the click (seen once in WebKit,
        // on a busy machine: the marked node was gone): found again by its role and name, then clicked.
        await tab.waitUntil(markByRole, role, name);
        await tab.click(TARGET);
      }
    },
    /** Types into the field with this role and name (after what is there). */
    async typeInto(role, name, text) {
      await tab.waitUntil(markByRole, role, name);
      await tab.click(TARGET);
      await tab.type(TARGET, text);
    },
    /** Replaces what the field with this role and name holds (select all, then type), as a visitor would. */
    async fillRole(role, name, text) {
      await tab.waitUntil(markByRole, role, name);
      await tab.click(TARGET);
      await tab.evaluate(() => document.querySelector('[data-engine-target]').select());
      await tab.type(TARGET, text);
    },
    /** Waits until the field with this role and name holds a value matching `pattern`; returns the value. */
    async valueOf(role, name, pattern = /./) {
      const read = () =>
        tab.evaluate(
          (r, n) => {
            const marked = window.__markByRole(r, n);
            return marked ? document.querySelector('[data-engine-target]').value : '';
          },
          role,
          name,
        );
      await tab.waitUntil(markByRole, role, name);
      await tab.evaluate(`window.__markByRole = ${markByRole.toString()}`);
      for (let tries = 0; tries < 200; tries += 1) {
        const value = await read();
        if (pattern.test(value)) return value;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The ${role} "${name}" never held ${pattern}`);
    },
    /**
     * Leaves the site with nothing stored but `items` (local-storage key → text). Done from /about,
     * which keeps nothing: the wheel page writes its list back as it is left.
     */
    async storeOnly(items = {}) {
      await tab.goto('/about');
      await tab.evaluate((stored) => {
        localStorage.clear();
        sessionStorage.clear();
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      }, items);
    },
    /** Waits until the page shows this text somewhere. */
    async waitForText(text) {
      await tab.waitUntil((wanted) => document.body.innerText.includes(wanted), text);
    },
    /** Opens a page of the site and waits for this heading; the wheel page also for its stored state. */
    async open(path, heading) {
      await tab.goto(path);
      await tab.waitUntil((wanted) => [...document.querySelectorAll('h1, h2')].some((h) => h.textContent?.includes(wanted)), heading);
      if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) await tab.waitUntil((ready) => document.querySelector(ready) !== null, WHEEL_READY);
    },
    /** Points on the wheel, in viewport pixels: a third of the radius out, at these angles (radians, clockwise from 3 o'clock). */
    async wheelPoints(angles) {
      await tab.evaluate(() => document.querySelector('canvas[aria-label*="wheel"]').scrollIntoView({ block: 'center' }));
      const box = await tab.evaluate(() => {
        const { left, top, width, height } = document.querySelector('canvas[aria-label*="wheel"]').getBoundingClientRect();
        return { left, top, width, height };
      });
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const r = box.width / 3;
      return angles.map((a) => ({ x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) }));
    },
    /** The wheel's entry texts as its list shows them. */
    entryTexts() {
      return tab.evaluate(() => [...document.querySelectorAll('li span[title]')].map((el) => el.textContent));
    },
  });
}
