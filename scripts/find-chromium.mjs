// Finds the Chromium builds the checks run in. If one is missing it installs it, saying what it does
// (apt-get as root, else Playwright's own download).
// - findChromium(): the whole browser, for Lighthouse and the benchmarks, which measure what a
//   visitor's Chrome does: CHROMIUM_PATH, Debian's package (/usr/bin/chromium), Playwright's download.
// - findHeadlessShell(): Chromium's headless shell, for the Playwright browser tests: the same engine
//   (Blink, V8, the same rendering) without the browser's own windows and services around it, which
//   opens a page in about half the time and runs the tests with about a third less processor time.
//   CHROMIUM_PATH (the tests then run in that browser), then Debian's `chromium-headless-shell`
//   (installed with apt-get as root); where there is none, the whole browser, slower, saying so.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptGetInstall, isRoot } from './apt-get.mjs';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const SYSTEM_SHELL_PATH = '/usr/bin/chromium-headless-shell';

function playwrightChromium() {
  try {
    // Imported lazily so this works before @playwright/test is installed.
    const output = execSync(`node -e "console.log(require('playwright-core').chromium.executablePath())"`, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return output && existsSync(output) ? output : null;
  } catch {
    return null;
  }
}

function fromEnv() {
  const path = process.env.CHROMIUM_PATH;
  if (!path) return null;
  if (existsSync(path)) return path;
  console.warn(`CHROMIUM_PATH is set to ${path}, which does not exist; looking elsewhere.`);
  return null;
}

function locate() {
  return fromEnv() ?? SYSTEM_PATHS.find((candidate) => existsSync(candidate)) ?? playwrightChromium();
}

function locateShell() {
  return fromEnv() ?? (existsSync(SYSTEM_SHELL_PATH) ? SYSTEM_SHELL_PATH : null);
}

function aptInstall(debianPackage) {
  console.log(`No ${debianPackage} found: installing Debian's "${debianPackage}" package with apt-get (needs a minute)...`);
  aptGetInstall(debianPackage);
}

function install() {
  if (isRoot()) {
    aptInstall('chromium');
  } else {
    console.log('No Chromium found: downloading Playwright\'s Chromium with "npx playwright install chromium"...');
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  }
}

export function findChromium() {
  let found = locate();
  if (!found) {
    install();
    found = locate();
  }
  if (!found) {
    throw new Error('No Chromium could be found or installed. Set CHROMIUM_PATH to a Chromium or Chrome binary.');
  }
  return found;
}

export function findHeadlessShell() {
  let found = locateShell();
  if (!found && isRoot()) {
    aptInstall('chromium-headless-shell');
    found = locateShell();
  }
  if (found) return found;
  console.warn(
    `No Chromium headless shell at ${SYSTEM_SHELL_PATH} (Debian's "chromium-headless-shell", installed with apt-get as root): ` +
      'the browser tests run in the whole browser, which takes them about half as long again.',
  );
  return findChromium();
}
