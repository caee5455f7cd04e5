#!/usr/bin/env node
// The browser tests in Firefox and WebKit (Safari's engine), against the exported site in out/:
// every file in engines/ once per engine, one file at a time in each, the two engines side by side. Firefox ESR runs headless over
// WebDriver BiDi; WebKit is WebKitGTK's MiniBrowser, driven through WebKitWebDriver on an Xvfb
// display. All come from Debian's packages (scripts/find-engines.mjs finds or installs them).
// `node scripts/engines.mjs firefox` (or webkit) runs one engine alone; other words pick test files
// by name (`node scripts/engines.mjs webkit draw`).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { findEngines } from './find-engines.mjs';
import { freePort } from './free-port.mjs';
import { runCaptured } from './run-captured.mjs';

const ENGINES = ['firefox', 'webkit'];
const chosen = process.argv.slice(2).filter((name) => ENGINES.includes(name));
const engines = chosen.length > 0 ? chosen : ENGINES;
const fileWords = process.argv.slice(2).filter((word) => !ENGINES.includes(word));

if (!existsSync('out/index.html')) {
  console.error('No static export found in out/. Run "npm run build" first.');
  process.exit(1);
}
const paths = findEngines();
const children = [];
const stopAll = () => children.forEach((child) => child.kill());
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

/** Starts a long-running helper and resolves once it prints `ready` (or at once without one), with what it printed as `seen`. */
function start(command, args, { env, ready } = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  if (!ready) return Promise.resolve(child);
  return new Promise((resolve, reject) => {
    let seen = '';
    const look = (chunk) => {
      seen += chunk;
      if (ready.test(seen)) resolve(Object.assign(child, { seen }));
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.on('exit', (code) => reject(new Error(`${command} stopped (${code}) before it was ready:\n${seen}`)));
  });
}

/** Waits until something answers HTTP on the port (WebKitWebDriver prints nothing when it is up). */
async function answering(port) {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/status`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`Nothing answered on port ${port}`);
}

const sitePort = await freePort();
await start('node', ['scripts/serve.mjs', '--port', String(sitePort), '--fast-compression'], { ready: /Serving/ });
const env = { SITE_URL: `http://localhost:${sitePort}`, FIREFOX_PATH: paths.firefox, MINIBROWSER_PATH: paths.miniBrowser };

if (engines.includes('webkit')) {
  let display = process.env.DISPLAY;
  if (!display) {
    // Xvfb picks a free display number itself and prints it (-displayfd 1: on standard output).
    const xvfb = await start(paths.xvfb, ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { ready: /^\d+\s/m });
    display = `:${xvfb.seen.match(/^(\d+)\s/m)?.[1]}`;
  }
  const driverPort = await freePort();
  // No accessibility bus here: GTK 3 is told not to look for one (a MiniBrowser start can wait on it).
  await start(paths.webkitDriver, [`--port=${driverPort}`], { env: { DISPLAY: display, NO_AT_BRIDGE: '1' } });
  await answering(driverPort);
  Object.assign(env, { WEBKIT_DRIVER_PORT: String(driverPort), DISPLAY: display });
}

/** Runs one test file in one engine; resolves to its pass and fail counts and its report. */
async function runFile(engine, file) {
  const { status, output } = await runCaptured(process.execPath, ['--test', '--test-reporter=spec', `engines/${file}`], {
    ...process.env,
    ...env,
    ENGINE: engine,
  });
  const count = (word) => Number(output.match(new RegExp(`ℹ ${word} (\\d+)`))?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') + (status !== 0 && count('fail') === 0 ? 1 : 0), output };
}

/** Every chosen file in one engine, one after another; prints the engine's reports together once it is done. */
async function runEngine(engine) {
  let passed = 0;
  let failed = 0;
  let report = `\n=== ${engine === 'firefox' ? 'Firefox ESR' : 'WebKit (MiniBrowser)'}: ${files.length} files\n`;
  for (const file of files) {
    const result = await runFile(engine, file);
    passed += result.passed;
    failed += result.failed;
    report += result.output;
  }
  process.stdout.write(report);
  return { engine, passed, failed };
}

const files = readdirSync('engines')
  .filter((name) => name.endsWith('.test.mjs') && (fileWords.length === 0 || fileWords.some((word) => name.includes(word))))
  .sort();
// The two engines run side by side (each one file at a time): most of a test's time is spent
// waiting on its browser, so two cores hold both, and the step takes the longer engine's time.
const totals = await Promise.all(engines.map(runEngine));
for (const { engine, passed, failed } of totals) console.log(`${engine}: ${passed} passed, ${failed} failed`);
process.exit(totals.every((t) => t.failed === 0) ? 0 : 1);
