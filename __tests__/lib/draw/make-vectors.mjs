// One-off script that made the fixed vectors in vectors.ts, independently of
// lib/draw: Node's own SHA-256, HMAC and raw DEFLATE (node:crypto, node:zlib),
// following the written algorithm step by step. Run it with
//   node __tests__/lib/draw/make-vectors.mjs
// and paste its output into vectors.ts. The third vector's public seed was
// found by the search below: the first "rejection <i>" whose very first HMAC
// lands in the rejected top slice of the 32-bit range.
import { createHash, createHmac } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';

const ALGORITHM = 'spinfair-draw-v1';

const commitment = (serverSeed, entries) =>
  createHash('sha256').update(`${ALGORITHM}\n${serverSeed}\n${entries.join('\n')}`, 'utf8').digest('hex');

const firstWord = (serverSeed, publicSeed, k, c) =>
  createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(`${publicSeed}\n${k}\n${c}`, 'utf8').digest().readUInt32BE(0);

function winners(serverSeed, publicSeed, entries, count) {
  const remaining = entries.map((_, i) => i);
  const out = [];
  const rejections = [];
  for (let k = 0; k < count; k += 1) {
    const n = remaining.length;
    const limit = Math.floor(2 ** 32 / n) * n;
    for (let c = 0; ; c += 1) {
      const u = firstWord(serverSeed, publicSeed, k, c);
      if (u < limit) {
        const position = remaining.splice(u % n, 1)[0];
        out.push({ position, text: entries[position] });
        break;
      }
      rejections.push({ k, c, u });
    }
  }
  return { winners: out, rejections };
}

function vector(title, serverSeed, publicSeed, entries, count) {
  const { winners: won, rejections } = winners(serverSeed, publicSeed, entries, count);
  const record = {
    algorithm: ALGORITHM,
    title,
    entries,
    commitment: commitment(serverSeed, entries),
    serverSeed,
    publicSeed,
    winners: won,
    committedAt: '2026-11-20T18:00:00.000Z',
    finishedAt: '2026-11-20T18:05:00.000Z',
  };
  const json = JSON.stringify(record);
  const link = `/verify#r=${deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url')}`;
  return { record, rejections, link };
}

const seedOf = (phrase) => createHash('sha256').update(phrase).digest('hex');

// n for the rejection vector: the 2^32 mod n largest among 5,000..6,000 entries, so a rejection is likeliest.
let n = 5000;
for (let m = 5000; m <= 6000; m += 1) if (2 ** 32 % m > 2 ** 32 % n) n = m;
const manyEntries = Array.from({ length: n }, (_, i) => `Ticket ${i + 1}`);
const rejectionSeed = seedOf('spinfair vector three');
const limit = Math.floor(2 ** 32 / n) * n;
let i = 0;
while (firstWord(rejectionSeed, `rejection ${i}`, 0, 0) < limit) i += 1;

const vectors = [
  vector('Book club pick', seedOf('spinfair vector one'), 'lottery 7 14 21 28 35 42', ['Alice', 'Bob', 'Carol', 'Dave', 'Eve'], 3),
  vector(
    'Prix du café ☕',
    '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
    '',
    ['Zoë', 'Ana', 'Ana', '李雷', 'Café', '🎉 Party', 'Ana'],
    4,
  ),
  vector('Raffle', rejectionSeed, `rejection ${i}`, manyEntries, 2),
];

for (const { record, rejections, link } of vectors) {
  const shown = record.entries.length > 10 ? { ...record, entries: `${record.entries.length} entries "Ticket 1".."Ticket ${n}"` } : record;
  console.log(JSON.stringify({ record: shown, rejections, linkLength: link.length }, null, 2));
  if (record.entries.length <= 10) console.log(link);
}

// Version 2: the published vectors. The commitment also covers the time, the
// number of winners and the title; the winners use the canonical public seed,
// worked out here by hand from the typed one (see vectors.ts).
const V2 = 'spinfair-draw-v2';
const committedAtV2 = '2026-11-24T10:00:00.000Z';

function vectorV2(title, serverSeed, canonicalSeed, entries, winnersCount) {
  const record = {
    algorithm: V2,
    title,
    entries,
    winnersCount,
    committedAt: committedAtV2,
    commitment: createHash('sha256').update([V2, serverSeed, committedAtV2, String(winnersCount), title, ...entries].join('\n'), 'utf8').digest('hex'),
    serverSeed,
    publicSeed: canonicalSeed,
    winners: winners(serverSeed, canonicalSeed, entries, winnersCount).winners,
    finishedAt: '2026-11-24T10:05:00.000Z',
  };
  const link = `/verify#r=${deflateRawSync(Buffer.from(JSON.stringify(record), 'utf8')).toString('base64url')}`;
  return { record, link };
}

for (const { record, link } of [
  vectorV2('Book club prize', `${'0'.repeat(63)}1`, 'Paris', ['Ana', 'Bo', 'C\u00e9line', 'Dmitri', 'Eun-ji'], 1),
  // Typed "  Pa\u200Bris \u00A0 2026\uFE0F ": the ZWSP and VS16 removed, the spaces made one, none at the ends.
  vectorV2('', 'ab'.repeat(32), 'Paris 2026', ['Ticket 1', 'Ticket 1', '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}', 'Zo\u00eb', '\u0633\u0644\u0627\u0645', '\u6771\u4eac'], 3),
]) {
  console.log(JSON.stringify(record, null, 2));
  console.log(link);
}
