// The Content-Security-Policy of an exported page, written into the page itself
// as a <meta> tag (a static export has no server to send the header). Scripts
// run only from this site or, inline, when their exact text is in the policy:
// Next.js streams each page's data through inline `self.__next_f.push(...)`
// scripts, so every page gets the hashes of its own inline scripts.
import { createHash } from 'node:crypto';
import { DRAND_RELAYS } from '../../lib/draw/beacon-relays.mjs';
import { PREFIXED_LANGUAGES } from '../../lib/i18n/language-list.mjs';

// An inline <script> without src whose type runs as JavaScript (JSON-LD and
// other data blocks never run, so they need no hash).
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(|module|text\/javascript|application\/javascript)$/i;

function attribute(attributes, name) {
  const match = attributes.match(new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]*)))?`, 'i'));
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** `'sha256-…'` sources for each inline script of the page that a browser would run, in page order, without repeats. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (attribute(attributes, 'src') !== null) continue;
    if (!EXECUTABLE_TYPE.test((attribute(attributes, 'type') ?? '').trim())) continue;
    const source = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!hashes.includes(source)) hashes.push(source);
  }
  return hashes;
}

/**
 * The exported pages that fetch a version 3 draw's beacon round from drand's relays: the wheel's
 * home (where a draw reaches its time) and /verify ("Check the winners now"), in every language.
 */
const PAGES_REACHING_THE_BEACON = new Set([
  'index.html',
  'verify.html',
  ...PREFIXED_LANGUAGES.flatMap((lang) => [`${lang}.html`, `${lang}/index.html`, `${lang}/verify.html`]),
]);

/** True for an exported page (its file under out/, e.g. `es/verify.html`) that may contact drand's relays. */
export function reachesTheBeacon(pageFile) {
  return PAGES_REACHING_THE_BEACON.has(pageFile.split(/[\\/]/).join('/'));
}

/**
 * The policy for a page whose inline scripts have the given hashes; `beacon` adds drand's relays to
 * connect-src, for the pages that fetch a draw's round and no others.
 */
export function contentSecurityPolicy(scriptHashes, { beacon = false } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // React renders style attributes into the static HTML (the wheel's
    // reserved size, Radix's animation and pointer styles); attributes can only
    // be allowed as a whole, and a style cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // data: and blob: for images a page makes itself (CSS icons, canvas snapshots).
    "img-src 'self' data: blob:",
    ['connect-src', "'self'", ...(beacon ? DRAND_RELAYS : [])].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const CHARSET_META = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;
const EXISTING_CSP = /<meta\s+http-equiv=["']Content-Security-Policy["'][^>]*>/gi;

/**
 * The page with its policy as the first thing in <head> after the charset
 * declaration (a policy in a meta tag governs only what comes after it).
 * Running it again replaces the policy rather than adding a second one.
 * `options.beacon` as for contentSecurityPolicy.
 */
export function withContentSecurityPolicy(html, options = {}) {
  const page = html.replace(EXISTING_CSP, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(inlineScriptHashes(page), options)}"/>`;
  const charset = page.match(CHARSET_META);
  if (charset?.index !== undefined) {
    const end = charset.index + charset[0].length;
    return `${page.slice(0, end)}${meta}${page.slice(end)}`;
  }
  const head = page.match(/<head(\s[^>]*)?>/i);
  if (head?.index === undefined) throw new Error('The page has no <head> to put its Content-Security-Policy in.');
  const end = head.index + head[0].length;
  return `${page.slice(0, end)}${meta}${page.slice(end)}`;
}
