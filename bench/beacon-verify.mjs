#!/usr/bin/env node
// The draw version 3 signature check: builds nothing and needs no out/.
// Bundles lib/draw/beacon-signature.ts (the one module with BLS12-381 code, loaded late by
// the v3 paths) with esbuild and prints:
// - in Node, the time to verify one quicknet round: the first call (which sets up the
//   curve's tables) and the median, with min-max, of BENCH_RUNS (default 5) further calls;
// - the size of that module bundled for the browser (minified ES module with everything it
//   imports, @noble/curves and the beacon's constants, so an upper bound on what the late chunk
//   adds), raw and gzip, against the 35 kB gzip target.
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const TARGET_GZIP_BYTES = 35 * 1024;
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'lib', 'draw', 'beacon-signature.ts');
// Real quicknet rounds, each verified against the public key.
const rounds = JSON.parse(readFileSync(path.join(root, '__tests__', 'lib', 'draw', 'drand-quicknet-rounds.json'), 'utf8'));

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const dir = mkdtempSync(path.join(tmpdir(), 'beacon-verify-'));
try {
  const nodeFile = path.join(dir, 'beacon-signature.node.mjs');
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: nodeFile, absWorkingDir: root, logLevel: 'error' });
  const { verifyBeaconRound } = await import(pathToFileURL(nodeFile).href);

  const [first, ...rest] = rounds;
  let start = performance.now();
  const firstOk = await verifyBeaconRound(first.round, first.signature);
  const firstMs = performance.now() - start;
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { round, signature } = rest[i % rest.length];
    start = performance.now();
    const ok = await verifyBeaconRound(round, signature);
    times.push(performance.now() - start);
    if (!ok) throw new Error(`Round ${round} did not verify`);
  }
  if (!firstOk) throw new Error(`Round ${first.round} did not verify`);
  console.log(`Verify one round in Node ${process.version}: first call ${firstMs.toFixed(1)} ms; then median of ${RUNS} ${median(times).toFixed(1)} ms (${Math.min(...times).toFixed(1)}-${Math.max(...times).toFixed(1)} ms)`);

  const browserFile = path.join(dir, 'beacon-signature.browser.js');
  await build({ entryPoints: [entry], bundle: true, platform: 'browser', format: 'esm', minify: true, target: 'es2022', outfile: browserFile, absWorkingDir: root, logLevel: 'error' });
  const bytes = readFileSync(browserFile);
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const verdict = gzip <= TARGET_GZIP_BYTES ? 'under' : 'OVER';
  console.log(`Late-loaded BLS code for the browser: ${(bytes.length / 1024).toFixed(1)} kB minified, ${(gzip / 1024).toFixed(1)} kB gzip (${verdict} the 35 kB gzip target)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
