// Finds what the Firefox and WebKit browser tests drive, all from Debian's
// packages: firefox-esr (driven over WebDriver BiDi), WebKitWebDriver with its
// MiniBrowser (webkit2gtk-driver, classic WebDriver) and Xvfb (the X display
// MiniBrowser needs). Missing ones are installed with apt-get when running as
// root, saying so; otherwise the message names the packages to install.
import { existsSync } from 'node:fs';
import { aptGetInstall, isRoot } from './apt-get.mjs';

const FIREFOX = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
const WEBKIT_DRIVER = ['/usr/bin/WebKitWebDriver'];
const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/libexec/webkit2gtk-4.1/MiniBrowser'];
const XVFB = ['/usr/bin/Xvfb'];
const PACKAGES = 'firefox-esr webkit2gtk-driver xvfb';

const first = (paths) => paths.find((path) => existsSync(path)) ?? null;

function locate() {
  return {
    firefox: process.env.FIREFOX_PATH ?? first(FIREFOX),
    webkitDriver: first(WEBKIT_DRIVER),
    miniBrowser: process.env.MINIBROWSER_PATH ?? first(MINIBROWSER),
    xvfb: first(XVFB),
  };
}

export function findEngines() {
  let found = locate();
  if (Object.values(found).every(Boolean)) return found;
  if (!isRoot()) {
    const missing = Object.entries(found).filter(([, path]) => !path).map(([name]) => name);
    throw new Error(`The Firefox and WebKit browser tests need ${missing.join(', ')}: install Debian's packages with "sudo apt-get install ${PACKAGES}".`);
  }
  console.log(`Firefox or WebKit missing: installing Debian's packages ${PACKAGES} with apt-get (a few minutes)...`);
  aptGetInstall(PACKAGES);
  found = locate();
  if (!Object.values(found).every(Boolean)) throw new Error(`Installing ${PACKAGES} did not bring every browser: ${JSON.stringify(found)}`);
  return found;
}
