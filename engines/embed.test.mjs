// The embedded wheel in this engine: a shared wheel from the address spins by its button and by
// Enter on the wheel, shows its winner, and leaves the visitor's own storage as it was.
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { openTab } from './session.mjs';

const NAMES = ['Ada', 'Grace', 'Linus', 'Margaret'];
const PAYLOAD = deflateRawSync(
  Buffer.from(JSON.stringify([1, 'Class raffle', 'ffffff000000ccccccff4757', NAMES, 'ff6b6b4ecdc445b7d196ceb4', []]), 'utf8'),
).toString('base64url');
const MINE = JSON.stringify([{ id: 'm', text: 'My own entry', color: '#112233', visible: true }]);

let tab;
before(async () => {
  tab = await openTab({ width: 480, height: 640 });
});
after(() => tab.close());

const storage = () => tab.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
const shownWinner = () =>
  tab.waitUntil((names) => names.includes(document.querySelector('dialog[open] p')?.textContent ?? ''), NAMES).then(() =>
    tab.evaluate(() => document.querySelector('dialog[open] p').textContent),
  );

test('a shared wheel spins by its button and by Enter, and the visitor’s own list stays as it was', async () => {
  await tab.storeOnly({ wheelEntries: MINE, 'wheelEntries.version': '1' });
  const before = await storage();
  await tab.open(`/embed#w=${PAYLOAD}`, 'Class raffle');
  await tab.clickRole('button', 'SPIN THE WHEEL!');
  assert.ok(NAMES.includes(await shownWinner()));
  await tab.clickRole('button', 'Close');
  await tab.waitUntil(() => document.querySelector('dialog[open]') === null);

  await tab.evaluate(() => document.querySelector('canvas').focus());
  await tab.press('Enter');
  assert.ok(NAMES.includes(await shownWinner()));
  assert.equal(await storage(), before);
});
