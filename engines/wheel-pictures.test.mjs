// Pictures on the wheel in this engine: a stored list with pictures is painted with them, spins,
// and the winner card and the Results tab show the winner's picture, named by its text.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openTab, QUICK_SPINS } from './session.mjs';
import { LIME, LIME_PICTURE, MAGENTA, MAGENTA_PICTURE } from '../scripts/test-pictures.mjs';

const PICTURES = { Magenta: MAGENTA_PICTURE, Lime: LIME_PICTURE };
const LIST = [
  { id: 'm', text: 'Magenta', color: '#4ECDC4', visible: true, image: MAGENTA_PICTURE },
  { id: 'l', text: 'Lime', color: '#45B7D1', visible: true, image: LIME_PICTURE },
];

let tab;
before(async () => {
  tab = await openTab();
});
after(() => tab.close());

/** Whether the wheel's canvas holds a patch of this colour (a picture's background). */
const wheelShows = (rgb) =>
  tab.waitUntil((wanted) => {
    const canvas = document.querySelector('canvas[aria-label*="wheel"]');
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i] - wanted[0]) < 24 && Math.abs(data[i + 1] - wanted[1]) < 24 && Math.abs(data[i + 2] - wanted[2]) < 24) count += 1;
    }
    return count > 200;
  }, rgb);

test('a stored list with pictures is painted with them, spins, and the winner card and results show the picture', async () => {
  await tab.storeOnly({ ...QUICK_SPINS, wheelEntries: JSON.stringify(LIST) });
  await tab.open('/', 'Customize Your Wheel');
  await wheelShows(MAGENTA);
  await wheelShows(LIME);

  await tab.clickRole('tab', 'Spin');
  await tab.clickRole('button', 'SPIN THE WHEEL!');
  await tab.waitUntil(() => JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]').length === 1);
  const winner = await tab.evaluate(() => JSON.parse(sessionStorage.getItem('wheelResults'))[0].entry.text);
  assert.ok(winner in PICTURES);
  await tab.waitUntil(
    (name) => [...document.querySelectorAll('dialog[open] img')].some((img) => img.alt === name && img.complete && img.naturalWidth > 0),
    winner,
  );
  const src = await tab.evaluate((name) => [...document.querySelectorAll('dialog[open] img')].find((img) => img.alt === name).getAttribute('src'), winner);
  assert.equal(src, PICTURES[winner]);

  await tab.clickRole('tab', 'Results');
  await tab.waitUntil((name) => [...document.querySelectorAll('[role="region"] img')].some((img) => img.alt === name), winner);
});
