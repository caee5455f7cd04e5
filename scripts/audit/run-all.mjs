#!/usr/bin/env node
// `npm run audit`: every audit against the existing out/ (run `npm run build`
// first). Each runs even if one before it failed, so all figures are printed;
// the exit code says whether all passed.
import { spawnSync } from 'node:child_process';
import { audits } from './audits.mjs';

const failed = [];
for (const [name, script] of audits) {
  console.log(`\n=== Audit: ${name}`);
  const { status } = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (status !== 0) failed.push(name);
}
console.log(failed.length === 0 ? '\nAll audits passed.' : `\nAudits failed: ${failed.join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
