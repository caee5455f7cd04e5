#!/usr/bin/env node
// Serves the static export in out/ the way a plain static host does: clean
// URLs (/about -> about.html) and 404.html, with a 404 status, for anything unknown.
import http from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > -1 ? process.argv[portArg + 1] : process.env.PORT || 3000);

if (!existsSync(path.join(root, 'index.html'))) {
  console.error('No static export found in out/. Run "npm run build" first.');
  process.exit(1);
}

// Template links carry their whole list in the address; a 10,000-entry list is
// a few hundred kilobytes, far past Node's 16 KB default for request headers.
const server = http.createServer({ maxHeaderSize: 4 * 1024 * 1024 }, (request, response) =>
  handler(request, response, {
    public: root,
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      {
        source: '_next/static/**',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      {
        source: 'service-worker.js',
        headers: [{ key: 'Cache-Control', value: 'no-cache' }],
      },
    ],
  }),
);

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || root} on http://localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
