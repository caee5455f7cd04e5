// A checkable draw end to end in this engine: seal (Web Crypto), spin onto the draw's winner,
// finish, and the verification link (CompressionStream) says "Verified" on /verify.
import assert from 'node:assert/strict';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { openTab, QUICK_SPINS } from './session.mjs';

let tab;
/** The first test's link, for the second to change. */
let verificationLink;
before(async () => {
  tab = await openTab();
  await tab.storeOnly(QUICK_SPINS);
  await tab.open('/', 'Customize Your Wheel');
});
after(() => tab.close());

test('seal, spin, finish: the verification link says "Verified" on /verify', async () => {
  await tab.clickRole('tab', 'Spin');
  await tab.clickRole('switch', 'Checkable draw');
  await tab.clickRole('radio', 'Public seed from the audience');
  await tab.clickRole('button', 'Seal the draw');
  await tab.valueOf('textbox', 'Draw commitment', /^[0-9a-f]{64}$/);
  // The button turns on once the draw's next winner is worked out; a click before would not spin.
  await tab.waitUntil(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'SPIN THE WHEEL!' && !b.disabled));
  await tab.clickRole('button', 'SPIN THE WHEEL!');
  await tab.waitUntil(() => JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]').length === 1);
  const winner = await tab.evaluate(() => JSON.parse(sessionStorage.getItem('wheelResults'))[0].entry.text);
  await tab.clickRole('button', 'Finish draw');
  const link = new URL(await tab.valueOf('textbox', 'Verification link', /\/verify#r=/));
  verificationLink = link;
  await tab.goto(link.pathname + link.hash);
  await tab.waitUntil(() => [...document.querySelectorAll('[role="status"]')].some((el) => /^Verified/.test(el.textContent ?? '')));
  await tab.waitForText(winner);
  assert.deepEqual(tab.errors, []);
});

test('a record with a changed winner is "Not verified"', async () => {
  assert.ok(verificationLink, 'the first test made no link');
  const record = JSON.parse(inflateRawSync(Buffer.from(verificationLink.hash.slice('#r='.length), 'base64url')).toString('utf8'));
  record.winners[0].text = `${record.winners[0].text} (changed)`;
  await tab.goto('/about');
  await tab.goto(`/verify#r=${deflateRawSync(Buffer.from(JSON.stringify(record))).toString('base64url')}`);
  await tab.waitUntil(() => [...document.querySelectorAll('[role="status"]')].some((el) => /^Not verified/.test(el.textContent ?? '')));
});
