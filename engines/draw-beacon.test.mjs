// A version 3 (public beacon) draw end to end in this engine: seal with a draw time, wait for it,
// the round's BLS signature verified by the page, spins onto the draw's winners, finish, and the
// verification link says "Verified" on /verify.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openTab, QUICK_SPINS } from './session.mjs';

/** Real quicknet rounds, each verified against the chain's public key: the relays' answers here (no test reaches the network). */
const ROUNDS = JSON.parse(readFileSync(new URL('../__tests__/lib/draw/drand-quicknet-rounds.json', import.meta.url), 'utf8'));
const ROUND = ROUNDS.find((r) => r.round === 32285085);
/** When the round was published: quicknet's genesis plus 3 s a round. */
const PUBLISHED_MS = (1_692_803_367 + (ROUND.round - 1) * 3) * 1000;
/** Sealed this long before the round: more than the 30 s a draw needs, with room for the clicks in between. */
const LEAD_MS = 40_000;

let tab;
before(async () => {
  tab = await openTab();
  await tab.storeOnly(QUICK_SPINS);
  await tab.open('/', 'Customize Your Wheel');
});
after(() => tab.close());

/** Waits for `fn` longer than one wait allows (the draw time is tens of seconds away in real time). */
async function waitLong(fn, ...args) {
  for (let tries = 1; ; tries += 1) {
    try {
      return await tab.waitUntil(fn, ...args);
    } catch (error) {
      if (tries >= 4) throw error;
    }
  }
}

test('seal with a draw time, the round verified at that time, spin, finish: "Verified" on /verify', async () => {
  // WebDriver has neither Playwright's route interception nor its clock, so the page itself is given
  // both: its fetch answers drand's relay URLs from the recorded rounds, and its Date.now runs from
  // LEAD_MS before the recorded round (whose real time is past). The site calls the global fetch and
  // Date.now at the moment it needs them, so both take effect without a reload.
  await tab.evaluate(
    (rounds, startMs) => {
      const realNow = Date.now.bind(Date);
      const offset = startMs - realNow();
      Date.now = () => realNow() + offset;
      const realFetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        const match = /\/public\/(\d+)$/.exec(url);
        if (!/drand/.test(new URL(url, location.href).hostname) || !match) return realFetch(input, init);
        const recorded = rounds.find((r) => r.round === Number(match[1]));
        if (!recorded) return new Response('{"error":"not yet"}', { status: 404 });
        const { round, randomness, signature } = recorded;
        return new Response(JSON.stringify({ round, randomness, signature }), { headers: { 'content-type': 'application/json' } });
      };
    },
    ROUNDS,
    PUBLISHED_MS - LEAD_MS,
  );
  await tab.clickRole('tab', 'Spin');
  await tab.clickRole('switch', 'Checkable draw');
  await tab.clickRole('radio', 'Public beacon (drand)');
  // The draw time is the round's own second, written as the page's datetime-local field takes it (the visitor's time zone).
  await tab.evaluate((publishedMs) => {
    const at = new Date(publishedMs);
    const pad = (n) => String(n).padStart(2, '0');
    const value = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    const field = document.querySelector('input[type="datetime-local"]');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, PUBLISHED_MS);
  await tab.clickRole('button', 'Seal the draw');
  await tab.valueOf('textbox', 'Announcement link', /\/verify#a=/);
  await tab.waitForText(`drand round ${ROUND.round}`);

  await waitLong(
    (text) => [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.includes(text)),
    `drand round ${ROUND.round} received and its signature verified`,
  );
  // The button turns on once the draw's next winner is worked out; a click before would not spin.
  await tab.waitUntil(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'SPIN THE WHEEL!' && !b.disabled));
  await tab.clickRole('button', 'SPIN THE WHEEL!');
  await tab.waitUntil(() => JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]').length === 1);
  const winner = await tab.evaluate(() => JSON.parse(sessionStorage.getItem('wheelResults'))[0].entry.text);
  await tab.clickRole('button', 'Finish draw');
  const link = new URL(await tab.valueOf('textbox', 'Verification link', /\/verify#r=/));
  await tab.goto(link.pathname + link.hash);
  await tab.waitUntil(() => [...document.querySelectorAll('[role="status"]')].some((el) => /^Verified/.test(el.textContent ?? '')));
  assert.ok(winner, 'the spin recorded no winner');
  assert.deepEqual(tab.errors, []);
});
