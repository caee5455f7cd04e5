#!/usr/bin/env node
// `npm run bench`: every benchmark in bench/, one after another, against the
// existing out/ (run `npm run build` first). They print figures and never fail
// on them; they are not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
if (!existsSync(path.join(dir, '..', 'out', 'index.html'))) {
  console.error('No static export found in out/. Run "npm run build" first.');
  process.exit(1);
}
const benches = readdirSync(dir).filter((name) => name.endsWith('.mjs') && name !== path.basename(fileURLToPath(import.meta.url)));
let failed = 0;
for (const name of benches.sort()) {
  console.log(`\n=== Benchmark: bench/${name}`);
  const { status } = spawnSync(process.execPath, [path.join(dir, name)], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`✗ bench/${name} stopped with exit code ${status}`);
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
