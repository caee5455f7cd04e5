// Serves out/ with scripts/serve.mjs (clean URLs, 404.html, compression) on a free port for the audits.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../free-port.mjs';
import { ROOT } from './exported-pages.mjs';

/**
 * Starts the static server; resolves, once every file is precompressed, with its origin and a function
 * that stops it. `fastCompression` (serve.mjs's quicker Brotli) suits an audit that measures no transfer sizes.
 */
export async function serveExport({ fastCompression = false } = {}) {
  const port = await freePort();
  const flags = ['--port', String(port), ...(fastCompression ? ['--fast-compression'] : [])];
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs'), ...flags], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`The static server stopped (exit code ${code}).`)));
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Precompressed')) resolve();
    });
  });
  const stop = () =>
    new Promise((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
  return { origin: `http://localhost:${port}`, stop };
}
