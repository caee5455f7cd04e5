#!/usr/bin/env node
// HTML validity: the Nu Html Checker (vnu.jar, the W3C validator's engine) over
// every exported HTML file in one Java run, errors only. Fails on any error.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { exportedPages, OUT_DIR } from './exported-pages.mjs';

const vnuJar = createRequire(import.meta.url)('vnu-jar');
// Next.js's internal copy of 404.html is deployed too, so it is checked with the rest.
const files = [...exportedPages().map(({ file }) => file), path.join(OUT_DIR, '_not-found.html')];

const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) {
  console.error(`Could not run Java (${run.error.message}). The HTML check needs Java 17 or newer on the PATH.`);
  process.exit(1);
}
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`vnu.jar gave no report (exit code ${run.status}):\n${run.stderr || run.stdout}`);
  process.exit(1);
}

const errors = report.messages.filter((message) => message.type === 'error' || message.type === 'non-document-error');
console.log(`HTML validity (vnu ${report.version}, errors only): ${files.length} files checked, ${errors.length} errors.`);
if (errors.length > 0) {
  for (const { url, lastLine, firstColumn, message, extract } of errors) {
    console.error(`  ${path.relative(OUT_DIR, new URL(url).pathname)}:${lastLine ?? '?'}:${firstColumn ?? '?'} ${message}`);
    if (extract) console.error(`      ${extract.trim().slice(0, 160)}`);
  }
  process.exit(1);
}
console.log('✓ Every exported page is valid HTML.');
