#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first that fails; then the
// audits of the built site, side by side, which all run (each prints its
// figures) before the result is decided.
import { spawnSync } from 'node:child_process';
import { quickAudits } from './audit/audits.mjs';
import { runCaptured } from './run-captured.mjs';

const ENV = { NEXT_TELEMETRY_DISABLED: '1', ...process.env };

// The type checks and the linters each keep one core busy: they run side by side, each one's
// report printed whole as it ends, and the first step ends when all three have.
const sideBySide = [
  ['Type check', 'npx', ['tsc', '--noEmit']],
  ['Type check (service worker)', 'npx', ['tsc', '--noEmit', '-p', 'worker']],
  ['Lint (ESLint, then knip for unused files, exports and dependencies)', 'npm', ['run', 'lint']],
];
const checks = [
  ['Unit tests', 'npx', ['jest', '--ci', '--maxWorkers=2']],
  ['Static build and service worker', 'npm', ['run', 'build']],
  ['Browser tests (Chromium)', 'node', ['scripts/e2e.mjs']],
  ['Browser tests (Firefox and WebKit)', 'node', ['scripts/engines.mjs']],
];

const since = (start) => ((Date.now() - start) / 1000).toFixed(1);

function report(name, status, seconds) {
  if (status === 0) console.log(`✓ ${name} passed in ${seconds}s`);
  else console.error(`\n✗ ${name} failed after ${seconds}s`);
  return status ?? 1;
}

function run(name, command, args) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const stepStart = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: ENV });
  return report(name, status, since(stepStart));
}

/** Runs a check with its output held back, then prints it whole under its heading; resolves with its exit status. */
async function runHeld(name, command, args) {
  const stepStart = Date.now();
  const { status, output } = await runCaptured(command, args, { ...ENV, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' });
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  process.stdout.write(output);
  return report(name, status, since(stepStart));
}

const started = Date.now();
const firstStatuses = await Promise.all(sideBySide.map(([name, command, args]) => runHeld(name, command, args)));
const firstFailed = firstStatuses.find((status) => status !== 0);
if (firstFailed !== undefined) process.exit(firstFailed);
for (const [name, command, args] of checks) {
  const status = run(name, command, args);
  if (status !== 0) process.exit(status);
}
// The audits run side by side too: Lighthouse leaves a third of the processor idle while it waits
// for each page to settle, and the link check keeps one core busy. Each report is printed whole.
const auditStatuses = await Promise.all(quickAudits.map(([name, script, ...args]) => runHeld(`Audit: ${name}`, 'node', [script, ...args])));
const failedAudits = quickAudits.filter((_, index) => auditStatuses[index] !== 0).map(([name]) => name);
const total = Math.round((Date.now() - started) / 1000);
if (failedAudits.length > 0) {
  console.error(`\n✗ Audits failed: ${failedAudits.join(', ')} (after ${total}s)`);
  process.exit(1);
}
console.log(`\nAll checks passed in ${total}s`);
