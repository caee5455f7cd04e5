// The wheel's first picture in this engine: it covers the canvas's square exactly, gives way once the
// canvas has painted, and leaves its labels out when the visitor's own list is stored.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openTab } from './session.mjs';

let tab;
before(async () => {
  tab = await openTab({ width: 390, height: 800 });
});
after(() => tab.close());

/**
 * The picture as the page showed it before the canvas painted: the canvas's painted mark is taken
 * off for the reading and put back. Its box, the canvas's, and whether its labels show.
 */
const pictureBeforePaint = () =>
  tab.evaluate(() => {
    const canvas = document.querySelector('canvas[data-painted]');
    const picture = canvas?.nextElementSibling;
    if (!canvas || !picture) return null;
    const hiddenOncePainted = getComputedStyle(picture).display === 'none';
    canvas.removeAttribute('data-painted');
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height];
    };
    const seen = { hiddenOncePainted, canvas: box(canvas), picture: box(picture), labelsShown: getComputedStyle(picture.querySelector('g')).display !== 'none' };
    canvas.setAttribute('data-painted', '');
    return seen;
  });

test('the picture covers the canvas’s square, shows the default entries, and is hidden once the canvas has painted', async () => {
  await tab.storeOnly({});
  await tab.open('/', 'Customize Your Wheel');
  await tab.waitUntil(() => document.querySelector('canvas[data-painted]') !== null);
  const seen = await pictureBeforePaint();
  assert.equal(seen?.hiddenOncePainted, true);
  // The canvas is sized to whole pixels once measured; the picture keeps the CSS size it had before.
  seen?.picture.forEach((value, i) => assert.ok(Math.abs(value - (seen.canvas[i] ?? Infinity)) < 1, `${seen.picture} against ${seen.canvas}`));
  assert.equal(seen?.labelsShown, true);
});

test('with a stored list the picture leaves the default entries out', async () => {
  await tab.storeOnly({ wheelEntries: JSON.stringify([{ id: 'a', text: 'Tea', color: '#123456', visible: true }]), 'wheelEntries.version': '1' });
  await tab.open('/', 'Customize Your Wheel');
  await tab.waitUntil(() => document.querySelector('canvas[data-painted]') !== null);
  assert.equal(await tab.evaluate(() => document.documentElement.hasAttribute('data-own-list')), true);
  assert.equal((await pictureBeforePaint())?.labelsShown, false);
});
