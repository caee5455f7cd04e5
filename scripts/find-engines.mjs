// Finds what the Firefox and WebKit browser tests drive, all from Debian's
// packages: firefox-esr (driven over WebDriver BiDi), WebKitWebDriver with its
// MiniBrowser (webkit2gtk-driver, classic WebDriver) and Xvfb (the X display
// MiniBrowser needs). Missing ones are installed with apt-get when running as
// root, saying so; otherwise the message names the packages to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    const missing = Object.entries(found).filter(([, path]) => !path).map(([name]) => name);
    throw new Error(`The Firefox and WebKit browser tests need ${missing.join(', ')}: install Debian's packages with "sudo apt-get install ${PACKAGES}".`);
  }
  console.log(`Firefox or WebKit missing: installing Debian's packages ${PACKAGES} with apt-get (a few minutes)...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`, { stdio: 'inherit', shell: '/bin/bash' });
  found = locate();
  if (!Object.values(found).every(Boolean)) throw new Error(`Installing ${PACKAGES} did not bring every browser: ${JSON.stringify(found)}`);
  return found;
}
