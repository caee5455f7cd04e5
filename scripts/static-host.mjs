// A request handler that serves a static export the way a static host does:
// clean URLs (/about -> about.html, /about.html and /about/ redirect to
// /about), the nearest 404.html with a 404 status for anything unknown, gzip or Brotli by
// the request's Accept-Encoding, long-lived caching for hashed files and
// revalidation (ETag, 304) for everything else; every answer but the embedded wheel's refuses to
// be framed by another page.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isEmbedPath } from '../lib/wheel/embed/embed-path.mjs';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
// Already-compressed formats gain nothing from another pass.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.xml', '.svg', '.ico', '.map']);
// Content hashes are in these file names, so a new build never reuses an address.
const IMMUTABLE = /^\/_next\/static\//;

/**
 * Brotli (at its highest quality, 11, unless told otherwise) and gzip at level 9, as hosts
 * precompress static files. Brotli 11 takes half a minute of processor time for a whole export, so
 * results are kept on disk by content hash and quality, and each server start after the first reuses them.
 */
async function compress(body, hash, cacheDir, brotliQuality) {
  const [br, gz] = await Promise.all([
    cachedOrMade(path.join(cacheDir, `${hash}.q${brotliQuality}.br`), () =>
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ),
    cachedOrMade(path.join(cacheDir, `${hash}.gz`), () => gzip(body, { level: 9 })),
  ]);
  return { br: br.length < body.length ? br : null, gzip: gz.length < body.length ? gz : null };
}

let partialFiles = 0;

async function cachedOrMade(file, make) {
  try {
    return await readFile(file);
  } catch {
    const made = await make();
    // Written aside, then renamed: a server starting alongside never reads half
    // a file. The cache only saves time, so a failed write is no error.
    const partial = `${file}.${process.pid}-${(partialFiles += 1)}.partial`;
    await mkdir(path.dirname(file), { recursive: true })
      .then(() => writeFile(partial, made))
      .then(() => rename(partial, file))
      .catch(() => {});
    return made;
  }
}

/**
 * Who may show an answer in a frame. The embedded wheel (/embed in every language) is made to be
 * framed by any site; every other page refuses all framing, its own site's included, so that no
 * page can lay the site under a decoy and steer a visitor's clicks: `frame-ancestors` for current
 * browsers, X-Frame-Options for older ones. A meta tag cannot say this; only a header can.
 */
export function framingHeaders(pathname) {
  return isEmbedPath(pathname) ? {} : { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' };
}

/** The encodings the client accepts, by preference: Brotli, then gzip, then none. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = new Map();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * Creates the handler for the export in `root`. Files are read and compressed
 * once, then kept in memory keyed by their modification time and size, so a
 * rebuilt export is picked up without a restart.
 */
export function createStaticHost(root, { cacheDir = path.join(root, '..', 'node_modules', '.cache', 'static-host'), brotliQuality = 11 } = {}) {
  const cache = new Map();

  async function load(file) {
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const version = `${info.mtimeMs}:${info.size}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached.entry;
    const entry = (async () => {
      const body = await readFile(file);
      const ext = path.extname(file);
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 24);
      const compressed = COMPRESSIBLE.has(ext) ? await compress(body, hash, cacheDir, brotliQuality) : { br: null, gzip: null };
      return { body, ...compressed, hash, ext, type: TYPES[ext] ?? 'application/octet-stream' };
    })();
    cache.set(file, { version, entry });
    return entry;
  }

  /** The file a clean address stands for: the file itself, then `.html`, then a folder's index.html. */
  async function resolve(pathname) {
    const base = path.join(root, pathname);
    const candidates = pathname.endsWith('/') ? [path.join(base, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
    for (const file of candidates) {
      const entry = await load(file);
      if (entry) return entry;
    }
    return null;
  }

  function redirectTarget(pathname) {
    if (pathname.includes('//')) return pathname.replace(/\/+/g, '/');
    if (/(\.html|\/index)$/.test(pathname)) return pathname.replace(/(\.html|\/index)$/, '') || '/';
    if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1);
    return null;
  }

  function send(request, response, entry, status, cacheControl, framing) {
    const encoding = entry.br || entry.gzip ? pickEncoding(request.headers['accept-encoding']) : null;
    const body = (encoding && entry[encoding]) || entry.body;
    const used = body === entry.body ? null : encoding;
    const etag = `"${entry.hash}${used ? `-${used}` : ''}"`;
    const headers = { 'Content-Type': entry.type, 'Cache-Control': cacheControl, ETag: etag, ...framing };
    if (entry.br || entry.gzip) headers.Vary = 'Accept-Encoding';
    if (used) headers['Content-Encoding'] = used;
    const match = request.headers['if-none-match'];
    if (status === 200 && match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      response.writeHead(304, headers);
      return response.end();
    }
    headers['Content-Length'] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  async function handle(request, response) {
    const refused = framingHeaders('/');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', ...refused });
      return response.end();
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    } catch {
      response.writeHead(400, refused);
      return response.end('Bad Request');
    }
    const inside = path.join(root, pathname);
    if (pathname.includes('\0') || (inside !== root && !inside.startsWith(root + path.sep))) {
      response.writeHead(400, refused);
      return response.end('Bad Request');
    }
    const framing = framingHeaders(pathname);
    const target = redirectTarget(pathname);
    if (target) {
      response.writeHead(301, { Location: encodeURI(target), ...framing });
      return response.end();
    }
    const entry = await resolve(pathname);
    if (entry) return send(request, response, entry, 200, IMMUTABLE.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache', framing);
    // An unknown address is no embed page, even under /embed/: its 404 page refuses frames.
    const notFound = await nearestNotFound(pathname);
    if (notFound) return send(request, response, notFound, 404, 'no-cache', refused);
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...refused });
    response.end('Not Found');
  }

  /**
   * The 404.html nearest the path, walking up its folders to the root's (as Cloudflare Pages
   * does): an unknown page under /es/ is answered by /es/404.html, in its language.
   */
  async function nearestNotFound(pathname) {
    const folders = pathname.split('/').filter(Boolean).slice(0, -1);
    for (let depth = folders.length; depth >= 0; depth -= 1) {
      const page = await load(path.join(root, ...folders.slice(0, depth), '404.html'));
      if (page) return page;
    }
    return undefined;
  }

  /**
   * Reads and compresses every file ahead of its first request, one file at a time; resolves with
   * the number of entries seen. One at a time: file reads and compression share Node's pool of four
   * threads, and with every file queued at once, a request (a test's first page) waited behind the
   * whole export's compression, minutes on a busy machine with a fresh build. One file's Brotli and
   * gzip take two threads; the other two stay free for requests.
   */
  async function warm() {
    const names = await readdir(root, { recursive: true });
    for (const name of names) await load(path.join(root, name));
    return names.length;
  }

  return {
    warm,
    handler: (request, response) =>
      handle(request, response).catch((error) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      }),
  };
}
