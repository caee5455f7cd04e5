// The HTML pages of the static export in out/, with the address each is served at.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OUT_DIR = path.join(ROOT, 'out');

/** The module scripts a page's HTML names, without the `<script noModule>` polyfills modern browsers never fetch. */
export function scriptsOf(html) {
  const noModule = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*\snoModule/gi)].map((m) => m[1]));
  const all = new Set([...html.matchAll(/\/_next\/static\/[^"'\\\s]+\.js/g)].map((m) => m[0]));
  return [...all].filter((src) => !noModule.has(src));
}

/** Every exported .html file except Next.js's internal copy of 404.html, as { route, file }, sorted by route. */
export function exportedPages() {
  if (!existsSync(path.join(OUT_DIR, 'index.html'))) {
    console.error('No static export found in out/. Run "npm run build" first.');
    process.exit(1);
  }
  return readdirSync(OUT_DIR, { recursive: true })
    .filter((name) => name.endsWith('.html') && name !== '_not-found.html')
    .map((name) => {
      const clean = `/${name.split(path.sep).join('/').replace(/\.html$/, '')}`;
      return { route: clean === '/index' ? '/' : clean, file: path.join(OUT_DIR, name) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
