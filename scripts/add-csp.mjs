#!/usr/bin/env node
// Run by `npm run build` after `next build` and before `serwist build` (whose
// precache revisions hash the pages as they are served): writes each exported
// page's Content-Security-Policy into its <head>; the wheel's home and /verify, in every
// language, may also contact drand's relays.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reachesTheBeacon, withContentSecurityPolicy } from './csp/content-security-policy.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');
const pages = readdirSync(out, { recursive: true }).filter((name) => name.endsWith('.html'));
for (const name of pages) {
  const file = path.join(out, name);
  writeFileSync(file, withContentSecurityPolicy(readFileSync(file, 'utf8'), { beacon: reachesTheBeacon(name) }));
}
console.log(`Content-Security-Policy written into ${pages.length} pages.`);
