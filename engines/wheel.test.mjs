// The wheel in this engine: entries, Undo, spins and their winners, results, storage across a reload.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { openTab, QUICK_SPINS } from './session.mjs';

const DEFAULTS = ['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Option 6'];

let tab;
before(async () => {
  tab = await openTab();
});
after(() => tab.close());
beforeEach(async () => {
  await tab.storeOnly(QUICK_SPINS);
  await tab.open('/', 'Customize Your Wheel');
});

const resultCount = () => tab.evaluate(() => JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]').length);

test('add, delete with Undo, and the list and its history survive a reload', async () => {
  await tab.typeInto('textbox', 'New entry', 'Tea');
  await tab.press('Enter');
  await tab.waitUntil(() => [...document.querySelectorAll('li span[title]')].some((el) => el.textContent === 'Tea'));
  await tab.clickRole('button', 'Delete Option 2');
  await tab.clickRole('button', 'Undo');
  await tab.waitUntil(() => document.querySelectorAll('li span[title]').length === 7);
  assert.deepEqual(await tab.entryTexts(), [...DEFAULTS, 'Tea']);
  await tab.open('/', 'Customize Your Wheel');
  assert.deepEqual(await tab.entryTexts(), [...DEFAULTS, 'Tea']);
  await tab.clickRole('button', 'Undo last change');
  await tab.waitUntil(() => document.querySelectorAll('li span[title]').length === 6);
});

test('a spin with the button lands on a winner, shown in the card, the toast and the results', async () => {
  await tab.clickRole('tab', 'Spin');
  await tab.clickRole('button', 'SPIN THE WHEEL!');
  await tab.waitUntil(() => JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]').length === 1);
  const winner = await tab.evaluate(() => JSON.parse(sessionStorage.getItem('wheelResults'))[0].entry.text);
  assert.ok(DEFAULTS.includes(winner));
  await tab.waitForText(`${winner} was chosen.`);
  await tab.clickRole('button', 'Remove winner');
  await tab.waitUntil((gone) => ![...document.querySelectorAll('li span[title]')].some((el) => el.textContent === gone), winner);
  await tab.clickRole('tab', 'Results');
  await tab.waitForText(winner);
});

test('several winners per spin make one press with that many different winners', async () => {
  await tab.clickRole('tab', 'Spin');
  await tab.fillRole('spinbutton', 'Winners per spin', '2');
  await tab.clickRole('button', 'SPIN THE WHEEL!');
  await tab.waitUntil(() => JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]').length === 2);
  const winners = await tab.evaluate(() => JSON.parse(sessionStorage.getItem('wheelResults')).map((r) => r.entry.text));
  assert.equal(new Set(winners).size, 2);
  assert.equal(await resultCount(), 2);
});

test('a template link and a shared-wheel link replace the list', async () => {
  await tab.open(`/?template_entries=${encodeURIComponent(JSON.stringify(['Red', 'Blue']))}`, 'Customize Your Wheel');
  await tab.waitUntil(() => document.querySelectorAll('li span[title]').length === 2);
  assert.deepEqual(await tab.entryTexts(), ['Red', 'Blue']);
  await tab.clickRole('button', 'Share wheel');
  await tab.waitUntil(() => /#w=/.test(document.querySelector('input[aria-label="Wheel link"], textarea[aria-label="Wheel link"]')?.value ?? ''));
  const link = await tab.evaluate(() => document.querySelector('[aria-label="Wheel link"]').value);
  await tab.goto('/about');
  await tab.evaluate(() => localStorage.removeItem('wheelEntries'));
  await tab.open(new URL(link).pathname + new URL(link).hash, 'Customize Your Wheel');
  await tab.waitForText('Wheel opened from the link');
  assert.deepEqual(await tab.entryTexts(), ['Red', 'Blue']);
});

const spinsSoFar = () => tab.evaluate(() => JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]').length);
const oneMoreResult = (before) => tab.waitUntil((n) => JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]').length === n + 1, before);

test('every spin mode a mouse can do lands on a winner: random, press and hold, flick', async () => {
  await tab.clickRole('tab', 'Spin');
  let before = await spinsSoFar();
  await tab.clickRole('radio', 'Random');
  await tab.clickRole('button', 'SPIN THE WHEEL!');
  await oneMoreResult(before);

  before = await spinsSoFar();
  await tab.clickRole('radio', 'Press and hold');
  await tab.waitUntil(() => /SPIN THE WHEEL!/.test(document.body.innerText));
  const [centre] = await tab.wheelPoints([0]);
  // Held until the wheel is turning, then let go.
  await tab.drag([centre], () => /Spinning/.test(document.body.innerText));
  await oneMoreResult(before);

  before = await spinsSoFar();
  await tab.clickRole('radio', 'Flick');
  await tab.waitUntil(() => /SPIN THE WHEEL!/.test(document.body.innerText));
  const quarterTurn = await tab.wheelPoints([0, 1, 2, 3, 4, 5, 6].map((i) => (i / 6) * (Math.PI / 2)));
  await tab.drag(quarterTurn);
  await oneMoreResult(before);
});

test('an entry edited in its box keeps the new text; Results exports the spins as CSV', async () => {
  await tab.clickRole('button', 'Edit Option 1');
  await tab.fillRole('textbox', 'Edit entry', 'Porridge');
  await tab.press('Enter');
  await tab.waitUntil(() => [...document.querySelectorAll('li span[title]')].some((el) => el.textContent === 'Porridge'));
  await tab.clickRole('tab', 'Spin');
  await tab.clickRole('button', 'SPIN THE WHEEL!');
  await oneMoreResult(0);
  // The file's text, caught as the page hands it to the browser to save.
  await tab.evaluate(() => {
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob) => {
      void blob.text().then((text) => (window.__csv = text));
      return original.call(URL, blob);
    };
  });
  await tab.clickRole('tab', 'Results');
  await tab.clickRole('button', 'Export CSV');
  await tab.waitUntil(() => typeof window.__csv === 'string');
  const csv = await tab.evaluate(() => window.__csv);
  const winner = await tab.evaluate(() => JSON.parse(sessionStorage.getItem('wheelResults'))[0].entry.text);
  assert.match(csv, new RegExp(`"${winner}"`));
});
