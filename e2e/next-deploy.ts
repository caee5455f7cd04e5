import type { Page } from '@playwright/test';
import { withContentSecurityPolicy } from '../scripts/csp/content-security-policy.mjs';

/** Every hashed file of the pretend next build carries this in front of its name. */
export const NEXT_BUILD_PREFIX = 'deploy2-';

const HASHED_FILE = /(static\/(?:chunks|media|css)\/(?:[\w-]+\/)*)([\w~.-]+\.(?:js|css|woff2?|png|svg|webp|jpg))/g;
const TEXT_TYPE = /html|javascript|css|json|text\//;

function renameHashedFiles(text: string): string {
  return text.replace(HASHED_FILE, `$1${NEXT_BUILD_PREFIX}$2`);
}

/**
 * Makes the host serve the next deploy from now on, as a static host does
 * after a new build: every hashed script and style has a new name, and the
 * files of the build the open page was loaded from are gone (404).
 */
export async function deployNextBuild(page: Page) {
  await page.route('**/_next/static/**', async (route) => {
    const url = new URL(route.request().url());
    const name = url.pathname.split('/').pop() ?? '';
    if (!name.startsWith(NEXT_BUILD_PREFIX)) {
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
      return;
    }
    url.pathname = url.pathname.replace(`/${NEXT_BUILD_PREFIX}`, '/');
    await fulfillRenamed(route, url.toString());
  });
  await page.route(
    (url) => !url.pathname.startsWith('/_next/static/'),
    (route) => fulfillRenamed(route, route.request().url()),
  );
}

type Route = Parameters<Parameters<Page['route']>[1]>[0];

async function fulfillRenamed(route: Route, url: string) {
  const response = await route.fetch({ url });
  // The body is handed over decoded, so the encoding headers of the original no longer apply.
  const headers = Object.fromEntries(
    Object.entries(response.headers()).filter(([key]) => key !== 'content-encoding' && key !== 'content-length'),
  );
  const type = headers['content-type'] ?? '';
  if (!TEXT_TYPE.test(type)) {
    await route.fulfill({ status: response.status(), headers, body: await response.body() });
    return;
  }
  const body = renameHashedFiles(await response.text());
  // The next build's pages carry their own policy, hashed over their own inline scripts.
  await route.fulfill({ status: response.status(), headers, body: /<head[\s>]/i.test(body) ? withContentSecurityPolicy(body) : body });
}
