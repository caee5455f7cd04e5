// How the browser tests start Chromium. scripts/e2e.mjs finds both builds and passes their paths.

// The closed network here refuses Chromium's background connections; these
// flags keep it from trying (and from logging failures into the tests).
const args = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Chromium's headless shell, which every test runs in: the browser's engine without its windows and
 * services, which takes about a third less processor time (scripts/find-chromium.mjs).
 */
export const headlessShell = { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell', args };

/**
 * The whole browser, for what only it has: the shell has no check of whether the site can be
 * installed as an app, and answers "no problem" even for a broken manifest.
 */
export const wholeBrowser = { executablePath: process.env.CHROMIUM_BROWSER_PATH || '/usr/bin/chromium', args };
