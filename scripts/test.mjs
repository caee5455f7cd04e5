#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first that fails.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Type check', 'npx', ['tsc', '--noEmit']],
  ['Lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Unit tests', 'npx', ['jest', '--ci']],
  ['Static build', 'npx', ['next', 'build']],
  ['Browser tests', 'node', ['scripts/e2e.mjs']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const stepStart = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(status ?? 1);
  }
  console.log(`✓ ${name} passed in ${seconds}s`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
