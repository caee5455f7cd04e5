// What every benchmark starts with: the existing out/ served as a host serves it,
// measured only once the server's compression cache is warm (so nothing measured
// competes with it), and a headless Chromium that makes no background requests.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { findChromium } from '../../scripts/find-chromium.mjs';
import { freePort } from '../../scripts/free-port.mjs';

export async function serveExport() {
  const port = await freePort();
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => {
    let seen = '';
    server.stdout.on('data', (chunk) => {
      seen += chunk;
      if (seen.includes('Precompressed')) resolve();
    });
    setTimeout(resolve, 300_000).unref();
  });
  return { base: `http://localhost:${port}`, stop: () => server.kill() };
}

export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', ...extraArgs],
  });
}
