import { pageMayConnectTo } from '@/lib/browser/connect-policy';
import { contentSecurityPolicy } from '@/scripts/csp/content-security-policy.mjs';
import { DRAND_RELAYS } from '@/lib/draw/beacon';

function pageWith(policy: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (policy !== null) {
    const meta = doc.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = policy;
    doc.head.append(meta);
  }
  return doc;
}

describe('pageMayConnectTo', () => {
  it("is true on a page whose policy lists drand's relays, as the home and /verify have", () => {
    expect(pageMayConnectTo(DRAND_RELAYS, pageWith(contentSecurityPolicy(["'sha256-x='"], { beacon: true })))).toBe(true);
  });

  it('is false on a page first loaded as another page, whose policy connects only to the site', () => {
    expect(pageMayConnectTo(DRAND_RELAYS, pageWith(contentSecurityPolicy(["'sha256-x='"])))).toBe(false);
  });

  it('is true with no policy at all, and falls back to default-src when connect-src is absent', () => {
    expect(pageMayConnectTo(DRAND_RELAYS, pageWith(null))).toBe(true);
    expect(pageMayConnectTo(DRAND_RELAYS, pageWith("default-src 'self'"))).toBe(false);
  });
});
