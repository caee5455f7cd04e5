import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectedPosts } from './blog-content';
import { getTemplates } from '../lib/templates';

const templates = getTemplates('en');

const OUT = path.join(__dirname, '..', 'out');

/** Every exported page, as the address it is served at (Next.js's own copy of 404.html left out). */
const exportedRoutes = readdirSync(OUT, { recursive: true })
  .map(String)
  .filter((name) => name.endsWith('.html') && name !== '_not-found.html')
  .map((name) => `/${name.split(path.sep).join('/').replace(/\.html$/, '')}`.replace(/^\/index$/, '/'))
  .sort();

interface SharedImage {
  url: string;
  width: string;
  height: string;
  alt: string;
  twitterUrl: string;
  twitterAlt: string;
}

/** The share-picture tags of a page as the server sends it, read with the browser's own HTML parser. */
async function sharedImageOf(page: Page, request: APIRequestContext, route: string): Promise<SharedImage> {
  const response = await request.get(route);
  expect(response.status(), route).toBeLessThan(300);
  return page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const meta = (selector: string) => doc.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? '';
    return {
      url: meta('property="og:image"'),
      width: meta('property="og:image:width"'),
      height: meta('property="og:image:height"'),
      alt: meta('property="og:image:alt"'),
      twitterUrl: meta('name="twitter:image"'),
      twitterAlt: meta('name="twitter:image:alt"'),
    };
  }, await response.text());
}

/** Width and height from a PNG's header: the signature, then the IHDR chunk's first two 32-bit fields. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('share pictures', () => {
  test('the export has every page the site links to', () => {
    expect(exportedRoutes).toEqual(expect.arrayContaining(['/', '/coin-flip', '/templates', '/templates/lunch-options', `/blog/${expectedPosts[0]!.slug}`]));
  });

  // One test over every page of every language: each is a fetch and a parse, not worth a test of its own.
  test('every page points Open Graph and Twitter to an exported PNG of the stated size, with alt text', async ({ page, request }) => {
    test.setTimeout(120_000);
    for (const route of exportedRoutes) {
      const image = await sharedImageOf(page, request, route);
      const imagePath = new URL(image.url).pathname;
      expect(image.twitterUrl, route).toBe(image.url);
      expect(image.alt.trim(), route).not.toBe('');
      expect(image.twitterAlt, route).toBe(image.alt);
      expect(existsSync(path.join(OUT, imagePath)), `${imagePath} in out/ for ${route}`).toBe(true);

      const response = await request.get(imagePath);
      expect(response.status(), imagePath).toBe(200);
      expect(response.headers()['content-type'], imagePath).toBe('image/png');
      expect(pngSize(await response.body()), imagePath).toEqual({ width: Number(image.width), height: Number(image.height) });
    }
  });

  test('the home page, the coin flip, the gallery, every template and every post have a picture of their own', async ({ page, request }) => {
    const ownPages = ['/', '/coin-flip', '/templates', ...templates.map((t) => `/templates/${t.id}`), ...expectedPosts.map((p) => `/blog/${p.slug}`)];
    const seen = new Set<string>();
    for (const route of ownPages) {
      const { url, width, height } = await sharedImageOf(page, request, route);
      const imagePath = new URL(url).pathname;
      expect(imagePath, route).toMatch(/^\/og\/.+\.png$/);
      expect([width, height]).toEqual(['1200', '630']);
      seen.add(imagePath);
    }
    expect(seen.size).toBe(ownPages.length);
  });

  test('a template page shares a picture that names its entries', async ({ page, request }) => {
    const template = templates[0]!;
    const { url, alt } = await sharedImageOf(page, request, `/templates/${template.id}`);
    expect(new URL(url).pathname).toBe(`/og/templates/${template.id}.png`);
    for (const entry of template.entries) expect(alt).toContain(entry.text);
  });

  test('the offline worker does not precache the share pictures, which only other sites fetch', () => {
    const worker = readFileSync(path.join(OUT, 'service-worker.js'), 'utf8');
    expect(worker).toContain('url:"/templates/lunch-options"');
    expect(worker).not.toMatch(/url:"\/og(-image\.png|\/)/);
  });
});
