import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePage, type Page } from '@/lib/pages/page';

/** Where the pages live, relative to the project root (the working directory of `next build`). */
export const PAGES_DIR = path.join('content', 'pages');

/** content/pages/{slug}.mdx, read afresh on each call so `next dev` picks up edits; a missing file stops the build. */
export function getPage(slug: string, dir: string = PAGES_DIR): Page {
  const file = path.join(dir, `${slug}.mdx`);
  return parsePage({ file, source: readFileSync(file, 'utf8') });
}

/** The MDX of one section of a page, content/pages/{page}/{section}.mdx: body text only, no front matter. */
export function getPageSection(page: string, section: string, dir: string = PAGES_DIR): string {
  const file = path.join(dir, page, `${section}.mdx`);
  const source = readFileSync(file, 'utf8');
  if (source.trim() === '') throw new Error(`Invalid page section ${file}: the section has no text`);
  if (source.startsWith('---')) throw new Error(`Invalid page section ${file}: a section takes its title from the page's list, not front matter`);
  return source;
}
