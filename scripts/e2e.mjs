#!/usr/bin/env node
// Runs the Playwright suite against the exported site, served on a free port.
// Extra arguments go to Playwright (e.g. `npm run test:e2e -- e2e/shell.spec.ts`).
import { spawnSync } from 'node:child_process';
import { findChromium, findHeadlessShell } from './find-chromium.mjs';
import { freePort } from './free-port.mjs';

// The tests run in the headless shell; the one check only the whole browser can make runs in it.
const chromium = findHeadlessShell();
const wholeBrowser = findChromium();
const port = await freePort();
console.log(`Browser tests: Chromium at ${chromium} (the whole browser at ${wholeBrowser}), site on port ${port}`);

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, CHROMIUM_BROWSER_PATH: wholeBrowser, E2E_PORT: String(port) },
});
process.exit(result.status ?? 1);
