#!/usr/bin/env node
// Serves the static export in out/ the way a static host does (see
// scripts/static-host.mjs): clean URLs, 404.html with a 404 status, gzip and
// Brotli, and a static host's caching headers.
import http from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticHost } from './static-host.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > -1 ? process.argv[portArg + 1] : process.env.PORT || 3000);
// `--fast-compression` (the tests, and the audits that measure no load time): Brotli at quality 5,
// a host's on-the-fly setting, about a tenth larger than the default 11 and some forty times quicker
// to make for a fresh build, whose half minute of compression would otherwise compete with the first tests.
const FAST_BROTLI_QUALITY = 5;
const fastCompression = process.argv.includes('--fast-compression');

if (!existsSync(path.join(root, 'index.html'))) {
  console.error('No static export found in out/. Run "npm run build" first.');
  process.exit(1);
}

const host = createStaticHost(root, fastCompression ? { brotliQuality: FAST_BROTLI_QUALITY } : {});

// Template links carry their whole list in the address; a 10,000-entry list is
// a few hundred kilobytes, far past Node's 16 KB default for request headers.
const server = http.createServer({ maxHeaderSize: 4 * 1024 * 1024 }, host.handler);

server.listen(port, '127.0.0.1', async () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || root} on http://localhost:${port}`);
  // Brotli at quality 11 takes a while for a fresh build (then it is cached on
  // disk): it runs after the server is up, and a request for a file still being
  // compressed waits for it. The audits wait for this line, so no measured page
  // load competes with compression, as none would on a host that precompresses.
  const started = Date.now();
  const files = await host.warm();
  console.log(`Precompressed ${files} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
