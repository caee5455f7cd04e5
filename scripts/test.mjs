#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first that fails; then the
// audits of the built site, which all run (each prints its figures) before the
// result is decided.
import { spawnSync } from 'node:child_process';
import { quickAudits } from './audit/audits.mjs';

const checks = [
  ['Type check', 'npx', ['tsc', '--noEmit']],
  ['Type check (service worker)', 'npx', ['tsc', '--noEmit', '-p', 'worker']],
  ['Lint (ESLint, then knip for unused files, exports and dependencies)', 'npm', ['run', 'lint']],
  ['Unit tests', 'npx', ['jest', '--ci', '--maxWorkers=2']],
  ['Static build and service worker', 'npm', ['run', 'build']],
  ['Browser tests (Chromium)', 'node', ['scripts/e2e.mjs']],
  ['Browser tests (Firefox and WebKit)', 'node', ['scripts/engines.mjs']],
];

function run(name, command, args) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const stepStart = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (status === 0) console.log(`✓ ${name} passed in ${seconds}s`);
  else console.error(`\n✗ ${name} failed after ${seconds}s`);
  return status ?? 1;
}

const started = Date.now();
for (const [name, command, args] of checks) {
  const status = run(name, command, args);
  if (status !== 0) process.exit(status);
}
const failedAudits = quickAudits.filter(([name, script, ...args]) => run(`Audit: ${name}`, 'node', [script, ...args]) !== 0).map(([name]) => name);
const total = ((Date.now() - started) / 1000).toFixed(0);
if (failedAudits.length > 0) {
  console.error(`\n✗ Audits failed: ${failedAudits.join(', ')} (after ${total}s)`);
  process.exit(1);
}
console.log(`\nAll checks passed in ${total}s`);
