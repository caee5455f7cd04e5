/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createStaticHost, framingHeaders, pickEncoding } from '@/scripts/static-host.mjs';

const PAGE = `<!DOCTYPE html><html><body>${'The wheel. '.repeat(200)}</body></html>`;
let dir: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-host-'));
  const out = path.join(dir, 'out');
  mkdirSync(path.join(out, '_next', 'static'), { recursive: true });
  writeFileSync(path.join(out, 'index.html'), PAGE);
  writeFileSync(path.join(out, 'about.html'), PAGE.replace('wheel', 'about'));
  writeFileSync(path.join(out, '404.html'), '<!DOCTYPE html><title>Not found</title>');
  mkdirSync(path.join(out, 'es'));
  writeFileSync(path.join(out, 'embed.html'), PAGE.replace('wheel', 'embedded wheel'));
  writeFileSync(path.join(out, 'embed.txt'), 'page data');
  writeFileSync(path.join(out, 'es', 'embed.html'), PAGE.replace('wheel', 'ruleta'));
  writeFileSync(path.join(out, 'service-worker.js'), 'self.addEventListener("fetch", () => {});'.repeat(20));
  writeFileSync(path.join(out, '_next', 'static', 'app-1a2b.js'), 'console.log("app");'.repeat(50));
  const host = createStaticHost(out, { cacheDir: path.join(dir, 'cache') });
  await host.warm();
  server = http.createServer(host.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('createStaticHost', () => {
  it('serves a page Brotli-compressed when asked, with Vary and no-cache', async () => {
    const response = await get('/about', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(PAGE.replace('wheel', 'about'));
  });

  it('serves gzip or plain bytes to clients that do not take Brotli', async () => {
    const gzipped = await get('/', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(PAGE);
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('lets browsers keep hashed files for a year and revalidate the worker', async () => {
    expect((await get('/_next/static/app-1a2b.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/service-worker.js')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a revalidation of an unchanged file with 304', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  it('redirects .html and trailing-slash addresses to the clean one', async () => {
    for (const [from, to] of [['/about.html', '/about'], ['/about/', '/about'], ['/index', '/']]) {
      const response = await get(from as string);
      expect([response.status, response.headers.location]).toEqual([301, to]);
    }
  });

  it('shows 404.html with status 404 for an unknown path', async () => {
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Not found');
  });

  it('refuses a path that climbs out of the export', async () => {
    expect((await get('/..%2fpackage.json')).status).toBe(400);
  });

  it('refuses to be framed on every answer but the embedded wheel’s', async () => {
    const refused = { 'content-security-policy': "frame-ancestors 'none'", 'x-frame-options': 'DENY' };
    for (const pathname of ['/', '/about', '/no-such-page', '/embed/no-such-page', '/about.html', '/service-worker.js']) {
      expect((await get(pathname)).headers).toMatchObject(refused);
    }
    for (const pathname of ['/embed', '/es/embed', '/embed.txt', '/embed.html']) {
      const answer = await get(pathname);
      expect(answer.headers['content-security-policy']).toBeUndefined();
      expect(answer.headers['x-frame-options']).toBeUndefined();
    }
    expect((await get('/embed')).status).toBe(200);
    expect((await get('/es/embed')).status).toBe(200);
  });
});

describe('framingHeaders', () => {
  it('lets only the embed pages be framed', () => {
    expect(framingHeaders('/embed')).toEqual({});
    expect(framingHeaders('/pt-br/embed')).toEqual({});
    expect(framingHeaders('/verify')).toEqual({ 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' });
  });
});
