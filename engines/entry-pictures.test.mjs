// Entry pictures in this engine: a picture dropped on a row and one given to "Add images" are decoded, cut square and
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
 * In the page: draws a PNG of 300 x 200 on a canvas and hands it over as a file named `name`, either to
 * "Add images" as its file chooser would (`rowText` null; the engine's own chooser is a window no driver
 * reaches) or dropped on the row of `rowText`, as a file dragged from the desktop (Firefox gives a made-up
 * paste event an empty clipboard, so a drop is what works in both engines). Resolves to whether the page
 * took it (a drop on a row that was being drawn anew is not). One function, as the page's policy runs no
 * code made from text.
 */
async function handPicture(rowText, name) {
  const canvas = document.createElement('canvas');
  canvas.width = 300;
  canvas.height = 200;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#2a9d8f';
  ctx.fillRect(0, 0, 300, 200);
  ctx.fillStyle = '#e9c46a';
  ctx.fillRect(100, 50, 100, 100);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  const data = new DataTransfer();
  data.items.add(new File([blob], name, { type: 'image/png' }));
  if (rowText === null) {
    const input = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Add images').querySelector('input');
    input.files = data.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }
  const button = document.querySelector(`button[aria-label="Edit ${rowText}"]`);
  if (!button?.isConnected) return false;
  return !button.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
}

const chooseForAddImages = (fileName) => tab.evaluate(handPicture, null, fileName);

/** Drops a picture on a row; the first touch of the list can redraw its rows (it turns sortable), so until the page takes it. */
async function dropOnRow(text) {
  for (let tries = 0; tries < 50; tries += 1) {
    if (await tab.evaluate(handPicture, text, 'dropped.png')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The row "${text}" never took the dropped picture`);
}

const storedImage = (text) =>
  tab.evaluate((wanted) => JSON.parse(localStorage.getItem('wheelEntries') ?? '[]').find((e) => e.text === wanted)?.image ?? null, text);

test('a picture dropped on a row shows there as a square, is saved, and the wheel spins with it', async () => {
  await dropOnRow('Option 1');
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
  await chooseForAddImages('Sea turtle.png');
  await tab.waitUntil(() => document.querySelector('li img[alt="Sea turtle"]') !== null);
  assert.deepEqual((await tab.entryTexts()).slice(-1), ['Sea turtle']);
  await tab.open('/', 'Customize Your Wheel');
  await tab.waitUntil(() => document.querySelector('li img[alt="Sea turtle"]') !== null);
  assert.match(await storedImage('Sea turtle'), /^data:image\/(webp|jpeg);base64,/);
});
