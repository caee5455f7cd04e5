#!/usr/bin/env node
// Language texts: a page loads no other language's texts. Every exported page's
// scripts (as the JavaScript weight audit counts them: what its HTML names) are
// searched for the longer interface texts of each language; a page whose
// scripts hold texts of a language other than its own fails. The texts reach
// pages through their server-rendered data, so scripts should hold none at all.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, PREFIXED_LANGUAGES } from '../../lib/i18n/language-list.mjs';
import { exportedPages, OUT_DIR, ROOT, scriptsOf } from './exported-pages.mjs';

// A folder of message files per language.
const MESSAGES_DIR = path.join(ROOT, 'lib', 'i18n', 'messages');
/** Texts this long are a language's own; shorter ones ("Blog", "FAQ") may be shared. */
const MIN_CHARS = 24;

/** The longer quoted texts of one language's message files, without their {arguments}. */
function textsOf(lang) {
  const dir = path.join(MESSAGES_DIR, lang);
  const texts = new Set();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && name !== 'index.ts')) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const [, , text] of source.matchAll(/(['"])((?:\\.|(?!\1).)*)\1/g)) {
      for (const part of text.replace(/\\(.)/g, '$1').split(/\{[^{}]*\}/)) if (part.trim().length >= MIN_CHARS) texts.add(part.trim());
    }
  }
  return [...texts];
}

const textsByLanguage = new Map(LANGUAGES.map((lang) => [lang, textsOf(lang)]));
const languagesInScript = new Map();
function languagesIn(src) {
  if (!languagesInScript.has(src)) {
    const code = readFileSync(path.join(OUT_DIR, src), 'utf8');
    languagesInScript.set(src, LANGUAGES.filter((lang) => textsByLanguage.get(lang).some((text) => code.includes(text))));
  }
  return languagesInScript.get(src);
}

function languageOfRoute(route) {
  const first = route.split('/')[1];
  return PREFIXED_LANGUAGES.includes(first) ? first : 'en';
}

const problems = [];
for (const { route, file } of exportedPages()) {
  const scripts = scriptsOf(readFileSync(file, 'utf8'));
  const own = languageOfRoute(route);
  for (const src of scripts) {
    const others = languagesIn(src).filter((lang) => lang !== own);
    if (others.length > 0) problems.push(`${route} (${own}) loads ${src}, which holds ${others.join(', ')} texts`);
  }
}
const counted = [...textsByLanguage].map(([lang, texts]) => `${lang} ${texts.length}`).join(', ');
console.log(`Searched the scripts of every page for the interface texts of each language (${counted} texts of ${MIN_CHARS}+ characters).`);
if (problems.length > 0) {
  for (const problem of problems.slice(0, 20)) console.log(`✗ ${problem}`);
  if (problems.length > 20) console.log(`… and ${problems.length - 20} more`);
  process.exit(1);
}
console.log('✓ No page loads another language\'s texts.');
