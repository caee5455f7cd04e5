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

if (!existsSync(path.join(root, 'index.html'))) {
  console.error('No static export found in out/. Run "npm run build" first.');
  process.exit(1);
}

const host = createStaticHost(root);
// Compressing every file first (a second or two) means no measured page load
// waits on Brotli, as none would on a host that precompresses.
await host.warm();

// Template links carry their whole list in the address; a 10,000-entry list is
// a few hundred kilobytes, far past Node's 16 KB default for request headers.
const server = http.createServer({ maxHeaderSize: 4 * 1024 * 1024 }, host.handler);

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || root} on http://localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
