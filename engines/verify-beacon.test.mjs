// A version 3 record on /verify in this engine: the round's BLS signature is checked in the page's
// worker (BigInt arithmetic, a late chunk), "Verified" names the round, and a changed signature byte
// is "Not verified". The record is made here with node:crypto and zlib, from a recorded quicknet round.
import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { openTab } from './session.mjs';

const CHAIN = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';
const GENESIS_S = 1_692_803_367;
const beacon = JSON.parse(readFileSync('__tests__/lib/draw/drand-quicknet-rounds.json', 'utf8')).find((r) => r.round === 32_285_085);

/** A finished spinfair-draw-v3 record decided by `signature`, as /verify states the algorithm. */
function recordLink(signature) {
  const entries = ['Ana', 'Bruno', 'Zoë', 'Łukasz', 'Mei 李'];
  const winnersCount = 2;
  const roundMs = (GENESIS_S + (beacon.round - 1) * 3) * 1000;
  const committedAt = new Date(roundMs - 120_000).toISOString();
  const commitment = createHash('sha256')
    .update(['spinfair-draw-v3', committedAt, String(winnersCount), CHAIN, String(beacon.round), 'Engine giveaway', ...entries].join('\n'), 'utf8')
    .digest('hex');
  const key = createHash('sha256').update(Buffer.from(beacon.signature, 'hex')).digest();
  const remaining = entries.map((_, position) => position);
  const winners = [];
  for (let k = 0; k < winnersCount; k += 1) {
    const n = remaining.length;
    for (let c = 0; ; c += 1) {
      const u = createHmac('sha256', key).update(`${commitment}\n${k}\n${c}`, 'utf8').digest().readUInt32BE(0);
      if (u < Math.floor(2 ** 32 / n) * n) {
        const [position] = remaining.splice(u % n, 1);
        winners.push({ position, text: entries[position] });
        break;
      }
    }
  }
  const record = {
    algorithm: 'spinfair-draw-v3',
    title: 'Engine giveaway',
    entries,
    winnersCount,
    committedAt,
    beacon: { chain: CHAIN, round: beacon.round, signature },
    commitment,
    winners,
    finishedAt: new Date(roundMs + 60_000).toISOString(),
  };
  return `/verify#r=${deflateRawSync(Buffer.from(JSON.stringify(record), 'utf8')).toString('base64url')}`;
}

const verdictIs = (pattern) => [...document.querySelectorAll('[role="status"]')].some((el) => new RegExp(pattern).test(el.textContent ?? ''));

let tab;
before(async () => {
  tab = await openTab();
});
after(() => tab.close());

test('a version 3 record says "Verified", naming its round', async () => {
  await tab.goto(recordLink(beacon.signature));
  await tab.waitUntil(verdictIs, `^Verified: the winners were decided by drand round ${beacon.round}, published`);
  assert.deepEqual(tab.errors, []);
});

test('a version 3 record with one signature byte changed is "Not verified", naming the signature', async () => {
  const changed = `${beacon.signature.slice(0, -1)}${beacon.signature.endsWith('0') ? '1' : '0'}`;
  await tab.goto('/about');
  await tab.goto(recordLink(changed));
  await tab.waitUntil(verdictIs, "^Not verified: the check \"The round's signature is drand quicknet's\" failed");
  assert.deepEqual(tab.errors, []);
});
