// The rest of the site in this engine: the coin, the dark theme, and the wheel in a phone-wide window.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { openTab } from './session.mjs';

// One browser for the file (each start costs seconds); each test begins with nothing stored, in a desktop-sized window.
let tab;
before(async () => {
  tab = await openTab();
});
after(() => tab.close());
beforeEach(async () => {
  await tab.resize({ width: 1280, height: 800 });
  await tab.storeOnly();
});

test('the coin flips to a side, shown and kept in its history', async () => {
  await tab.open('/coin-flip', 'Flip A Coin');
  await tab.clickRole('button', 'FLIP THE COIN!');
  await tab.waitUntil(() => /Result: (Heads|Tails)/i.test(document.body.innerText));
  await tab.clickRole('tab', 'Results');
  await tab.waitUntil(() => /Heads: \d+ \(\d+%\)/.test(document.body.innerText));
});

test('the dark theme switch darkens every page and is remembered', async () => {
  await tab.open('/faq', 'Frequently Asked Questions');
  const light = await tab.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await tab.clickRole('switch', 'Dark theme');
  await tab.waitUntil(() => document.documentElement.dataset.theme === 'dark');
  await tab.open('/coin-flip', 'Flip A Coin');
  const dark = await tab.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.notEqual(dark, light);
  const luminance = (rgb) => rgb.match(/\d+/g).slice(0, 3).reduce((sum, n) => sum + Number(n), 0);
  assert.ok(luminance(dark) < luminance(light), `${dark} is not darker than ${light}`);
});

test('in a 375 px window the wheel adds an entry and spins', async () => {
  await tab.resize({ width: 375, height: 740 });
  await tab.open('/', 'Customize Your Wheel');
  await tab.typeInto('textbox', 'New entry', 'Narrow');
  await tab.press('Enter');
  await tab.waitUntil(() => [...document.querySelectorAll('li span[title]')].some((el) => el.textContent === 'Narrow'));
  await tab.clickRole('tab', 'Spin');
  await tab.clickRole('button', 'SPIN THE WHEEL!');
  await tab.waitUntil(() => JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]').length === 1);
  // MiniBrowser's window cannot be made quite as narrow as a phone (its toolbar): what counts is a
  // phone-sized viewport and nothing wider than it.
  const { inner, scroll } = await tab.evaluate(() => ({ inner: window.innerWidth, scroll: document.documentElement.scrollWidth }));
  assert.ok(inner <= 480, `the window is ${inner} px wide`);
  assert.ok(scroll <= inner, `the page is ${scroll} px wide in a ${inner} px window`);
});
