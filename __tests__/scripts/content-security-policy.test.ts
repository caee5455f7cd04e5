import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes, reachesTheBeacon, withContentSecurityPolicy } from '@/scripts/csp/content-security-policy.mjs';
import { DRAND_RELAYS } from '@/lib/draw/beacon';
import { PREFIXED_LANGUAGES } from '@/lib/i18n/languages';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const DATA = 'self.__next_f.push([1,"Caf\u00e9 \\u003c/script\\u003e \u{1F3A1}"])';
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Wheel</title>',
  '<script src="/_next/static/chunks/app.js" async=""></script>',
  '<script id="_R_">(globalThis.TURBOPACK ||= []).push(1)</script>',
  '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
  `</head><body><p>Hi</p><script>${DATA}</script><script>${DATA}</script></body></html>`,
].join('');

function policyOf(html: string): string {
  return html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/)?.[1] ?? '';
}

describe('inlineScriptHashes', () => {
  it('hashes the exact UTF-8 text of each inline script that runs, once each, in page order', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha256('(globalThis.TURBOPACK ||= []).push(1)'), sha256(DATA)]);
  });

  it('skips scripts loaded from a file and data blocks that never run', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><script type="application/ld+json">{}</script>')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the given hashes only, never inline code or eval', () => {
    const policy = contentSecurityPolicy(["'sha256-abc='"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy.match(/script-src[^;]*/)?.[0]).not.toMatch(/unsafe/);
  });
});

describe('withContentSecurityPolicy', () => {
  it('puts the policy right after the charset, before any script', () => {
    const html = withContentSecurityPolicy(PAGE);
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"')).toBe(true);
    expect(policyOf(html)).toBe(contentSecurityPolicy(inlineScriptHashes(PAGE)));
    expect(html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(PAGE);
  });

  it('replaces its own policy when run twice, keeping the hashes right', () => {
    const once = withContentSecurityPolicy(PAGE);
    const twice = withContentSecurityPolicy(once);
    expect(twice).toBe(once);
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('opens the head with the policy when there is no charset declaration', () => {
    const html = withContentSecurityPolicy('<html><head><script>go()</script></head></html>');
    expect(html).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy" content="[^"]*'sha256-[^"]*"\/><script>go\(\)<\/script>/);
  });
});

describe('the pages that may contact drand', () => {
  const connectSrc = (policy: string) => policy.match(/connect-src[^;]*/)?.[0];

  it("allows exactly drand's relays beside the site in connect-src, only when asked", () => {
    expect(connectSrc(contentSecurityPolicy([], { beacon: true }))).toBe(`connect-src 'self' ${DRAND_RELAYS.join(' ')}`);
    expect(connectSrc(contentSecurityPolicy([]))).toBe("connect-src 'self'");
  });

  it('are the wheel home and /verify in every language, and no other page', () => {
    const reaching = ['index.html', 'verify.html', ...PREFIXED_LANGUAGES.flatMap((lang) => [`${lang}.html`, `${lang}/verify.html`])];
    for (const page of reaching) expect(reachesTheBeacon(page)).toBe(true);
    for (const page of ['faq.html', 'es/faq.html', 'coin-flip.html', 'templates/team-picker.html', 'blog/checkable-giveaways.html', '404.html', 'es/404.html']) {
      expect(reachesTheBeacon(page)).toBe(false);
    }
  });

  it("writes the relays into a reaching page's own policy", () => {
    expect(policyOf(withContentSecurityPolicy(PAGE, { beacon: true }))).toContain(`connect-src 'self' ${DRAND_RELAYS.join(' ')};`);
    expect(policyOf(withContentSecurityPolicy(PAGE))).toContain("connect-src 'self';");
  });
});
