#!/usr/bin/env node
// French typography: every French page (out/fr/**, and the French 404) is read as a visitor sees
// it, and fails where a plain space stands before : ; ! ? or inside « » (a narrow no-break space
// belongs there, so that the sign never wraps onto a line of its own). Code and passages marked
// in another language are no French text.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { exportedPages } from './exported-pages.mjs';

const HIDDEN = /<(script|style|code|pre|kbd|samp|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const OTHER_LANGUAGE = /<(\w+)\b[^>]*\slang="(?!fr)[^"]*"[^>]*>[\s\S]*?<\/\1\s*>/gi;
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00A0' };
const PLAIN_SPACE = / [:;!?»]|« /g;

/** The text a visitor reads in a page's body and title, tags removed and entities decoded. */
export function visibleText(html) {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return `${title}\n${body}`
    .replace(HIDDEN, ' ')
    .replace(OTHER_LANGUAGE, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (entity, name) => ENTITIES[name] ?? entity);
}

/** Each place in the text where a plain space stands before : ; ! ? or inside « », with a few words around it. */
export function plainSpaces(text) {
  return [...text.matchAll(PLAIN_SPACE)].map(({ index }) => text.slice(Math.max(0, index - 30), index + 10).replace(/[\t\n\r ]+/g, ' '));
}

function main() {
  const french = exportedPages().filter(({ route }) => route === '/fr' || route.startsWith('/fr/'));
  const problems = french.flatMap(({ route, file }) => plainSpaces(visibleText(readFileSync(file, 'utf8'))).map((place) => `${route}: "${place}"`));
  console.log(`Read the visible text of ${french.length} French pages.`);
  if (problems.length > 0) {
    for (const problem of problems.slice(0, 20)) console.log(`✗ ${problem}`);
    if (problems.length > 20) console.log(`… and ${problems.length - 20} more`);
    process.exit(1);
  }
  console.log('✓ No French page has a plain space before : ; ! ? or inside « ».');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
