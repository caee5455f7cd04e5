// Entry pictures in this engine: a picture given to a row and one to "Add images" are decoded, cut square and
// re-encoded here (WebP where the engine writes it, JPEG where it does not), kept, and the wheel spins with them.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { openTab, QUICK_SPINS } from './session.mjs';

let tab;
before(async () => {
  tab = await openTab();
});
after(() => tab.close());
beforeEach(async () => {
  await tab.storeOnly(QUICK_SPINS);
  await tab.open('/', 'Customize Your Wheel');
});

/**
 * In the page: a PNG drawn on a canvas, handed to the file input as the file chooser hands a chosen file
 * (the engine's own chooser is a window no driver reaches). `inRow` picks the row's input, else "Add images".
 */
async function chooseDrawnPicture(inRow, fileName) {
  await tab.evaluate(
    async (rowText, name) => {
      const canvas = document.createElement('canvas');
      canvas.width = 300;
      canvas.height = 200;
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#2a9d8f';
      ctx.fillRect(0, 0, 300, 200);
      ctx.fillStyle = '#e9c46a';
      ctx.fillRect(100, 50, 100, 100);
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
      const row = rowText && [...document.querySelectorAll('li')].find((li) => li.querySelector(`span[title="${rowText}"]`));
      const input = row ? row.querySelector('input[type="file"]') : [...document.querySelectorAll('label')].find((l) => l.textContent === 'Add images').querySelector('input');
      const data = new DataTransfer();
      data.items.add(new File([blob], name, { type: 'image/png' }));
      input.files = data.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    inRow,
    fileName,
  );
}

const storedImage = (text) =>
  tab.evaluate((wanted) => JSON.parse(localStorage.getItem('wheelEntries') ?? '[]').find((e) => e.text === wanted)?.image ?? null, text);

test('a picture given to a row shows there as a square, is saved, and the wheel spins with it', async () => {
  await chooseDrawnPicture('Option 1', 'teal.png');
  await tab.waitUntil(() => {
    const img = document.querySelector('li img[alt="Option 1"]');
    return img !== null && img.complete && img.naturalWidth > 0;
  });
  const size = await tab.evaluate(() => {
    const img = document.querySelector('li img[alt="Option 1"]');
    return [img.naturalWidth, img.naturalHeight];
  });
  assert.deepEqual(size, [200, 200]);
  assert.match(await storedImage('Option 1'), /^data:image\/(webp|jpeg);base64,/);
  await tab.waitUntil(() => document.querySelector('button[aria-label="Remove image"]') !== null);

  await tab.clickRole('tab', 'Spin');
  await tab.clickRole('button', 'SPIN THE WHEEL!');
  await tab.waitUntil(() => JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]').length === 1);
});

test('"Add images" makes an entry named after the file, kept across a reload', async () => {
  await chooseDrawnPicture(null, 'Sea turtle.png');
  await tab.waitUntil(() => document.querySelector('li img[alt="Sea turtle"]') !== null);
  assert.deepEqual((await tab.entryTexts()).slice(-1), ['Sea turtle']);
  await tab.open('/', 'Customize Your Wheel');
  await tab.waitUntil(() => document.querySelector('li img[alt="Sea turtle"]') !== null);
  assert.match(await storedImage('Sea turtle'), /^data:image\/(webp|jpeg);base64,/);
});
