// The winners of a checkable draw as /verify states the algorithm, for benches that make their own
// records with node:crypto (versions 2 and 3 differ only in the key and the prefix).
import { createHmac } from 'node:crypto';

/** Winners without replacement: HMAC-SHA256 keyed with `key` (bytes), over `prefix` LF k LF c, rejection-sampled. */
export function drawWinners(key, prefix, entries, count) {
  const remaining = entries.map((_, position) => position);
  const winners = [];
  for (let k = 0; k < count; k += 1) {
    const n = remaining.length;
    const limit = Math.floor(2 ** 32 / n) * n;
    for (let c = 0; ; c += 1) {
      const u = createHmac('sha256', key).update(`${prefix}\n${k}\n${c}`, 'utf8').digest().readUInt32BE(0);
      if (u < limit) {
        const [position] = remaining.splice(u % n, 1);
        winners.push({ position, text: entries[position] });
        break;
      }
    }
  }
  return winners;
}
