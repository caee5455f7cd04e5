/**
 * A stand-alone checker shown on /verify for anyone who would rather trust
 * their own computer than this site: Node.js and its built-in crypto only.
 * A unit test runs it on fixed records.
 */
export const REFERENCE_FILE_NAME = 'verify-draw.mjs';

export const REFERENCE_IMPLEMENTATION = `// ${REFERENCE_FILE_NAME}: check a SpinFair draw record with Node.js alone.
// Usage: node ${REFERENCE_FILE_NAME} record.json
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

const record = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const { entries, serverSeed, publicSeed, winners } = record;
if (record.algorithm !== 'spinfair-draw-v1') throw new Error('Not a spinfair-draw-v1 record');

const commitment = createHash('sha256')
  .update(\`spinfair-draw-v1\\n\${serverSeed}\\n\${entries.join('\\n')}\`, 'utf8')
  .digest('hex');
const commitmentOk = commitment === record.commitment;
console.log('Commitment:', commitmentOk ? 'matches' : 'DOES NOT MATCH');

const remaining = entries.map((_, position) => position);
const drawn = [];
for (let k = 0; k < winners.length && remaining.length > 0; k += 1) {
  const n = remaining.length;
  const limit = Math.floor(2 ** 32 / n) * n; // larger values are rejected
  for (let c = 0; ; c += 1) {
    const u = createHmac('sha256', Buffer.from(serverSeed, 'hex'))
      .update(\`\${publicSeed}\\n\${k}\\n\${c}\`, 'utf8')
      .digest()
      .readUInt32BE(0);
    if (u < limit) {
      const [position] = remaining.splice(u % n, 1);
      drawn.push({ position, text: entries[position] });
      break;
    }
  }
}
const winnersOk = JSON.stringify(drawn) === JSON.stringify(winners.map(({ position, text }) => ({ position, text })));
console.log('Winners:', winnersOk ? 'match' : 'DO NOT MATCH');
console.log(commitmentOk && winnersOk ? 'Verified' : 'Not verified');
`;
