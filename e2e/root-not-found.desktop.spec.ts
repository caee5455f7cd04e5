import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test, expect } from './fixtures';
import { PREFIXED_LANGUAGES, textIn } from './languages';
import { LANGUAGE_FACTS } from '../lib/i18n/languages';

const OUT = path.join(__dirname, '..', 'out');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * A plain static host, as GitHub Pages is: a file by its path (or with .html), and for anything
 * else the root 404.html with status 404, whatever the language prefix; the languages' own 404
 * pages are never used.
 */
function rootOnlyHost(): Promise<Server> {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const file = path.join(OUT, pathname);
    for (const candidate of file.startsWith(OUT) && !pathname.endsWith('/404') ? [file, `${file}.html`] : []) {
      const body = await readFile(candidate).catch(() => null);
      if (body) {
        response.writeHead(200, { 'Content-Type': TYPES[path.extname(candidate)] ?? 'application/octet-stream' });
        return response.end(body);
      }
    }
    response.writeHead(404, { 'Content-Type': TYPES['.html']! });
    response.end(await readFile(path.join(OUT, '404.html')));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test.describe('a host that knows only the root 404.html', () => {
  let server: Server;
  let origin: string;
  test.beforeAll(async () => {
    server = await rootOnlyHost();
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  for (const lang of PREFIXED_LANGUAGES) {
    test(`${lang}: an unknown address under the prefix shows the 404 in the language`, async ({ page, consoleErrors }) => {
      const response = await page.goto(`${origin}/${lang}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_FACTS[lang].tag);
      await expect(page).toHaveTitle(new RegExp(`^${textIn(lang, 'meta', 'notFoundTitle')}`));
      await expect(page.getByRole('heading', { level: 1, name: textIn(lang, 'shell', 'missingPageHeading') })).toBeVisible();
      await expect(page.getByRole('navigation', { name: textIn(lang, 'shell', 'language') }).getByRole('link', { name: LANGUAGE_FACTS[lang].ownName })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Hydrated and still in the language: the way home leads to the language's home page.
      await page.getByRole('link', { name: textIn(lang, 'shell', 'returnHome') }).click();
      await expect(page).toHaveURL(`${origin}/${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_FACTS[lang].tag);
      // No hydration error (React would have put the English page back); the 404 answer itself is logged.
      expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    });
  }

  test('outside a language prefix, the 404 stays English', async ({ page }) => {
    const response = await page.goto(`${origin}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  });
});
