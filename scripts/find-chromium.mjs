// Finds a Chromium for the browser tests and audits, in this order: CHROMIUM_PATH,
// Debian's package (/usr/bin/chromium), Playwright's own download. If none is
// there it installs one, saying what it does (apt-get as root, else Playwright).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

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

function locate() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.warn(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist; looking elsewhere.`);
  }
  return SYSTEM_PATHS.find((candidate) => existsSync(candidate)) ?? playwrightChromium();
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get (needs a minute)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
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
