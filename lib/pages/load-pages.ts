import { readFileSync } from 'node:fs';
import path from 'node:path';
import { typographyFor } from '@/lib/i18n/french-typography';
import type { Lang } from '@/lib/i18n/languages';
import { parsePage, type Page } from '@/lib/pages/page';

/** Where the pages live, one folder per language, relative to the project root (the working directory of `next build`). */
export const PAGES_DIR = path.join('content', 'pages');

/** content/pages/{lang}/{slug}.mdx, read afresh on each call so `next dev` picks up edits; a missing file stops the build. */
export function getPage(slug: string, lang: Lang = 'en', dir: string = PAGES_DIR): Page {
  const file = path.join(dir, lang, `${slug}.mdx`);
  const page = parsePage({ file, source: readFileSync(file, 'utf8') });
  const set = (text: string) => typographyFor(lang, text);
  return { ...page, title: set(page.title), description: set(page.description), ...(page.intro === undefined ? {} : { intro: set(page.intro) }) };
}

/** The MDX of one section of a page, content/pages/{lang}/{page}/{section}.mdx: body text only, no front matter. */
export function getPageSection(page: string, section: string, lang: Lang = 'en', dir: string = PAGES_DIR): string {
  const file = path.join(dir, lang, page, `${section}.mdx`);
  const source = readFileSync(file, 'utf8');
  if (source.trim() === '') throw new Error(`Invalid page section ${file}: the section has no text`);
  if (source.startsWith('---')) throw new Error(`Invalid page section ${file}: a section takes its title from the page's list, not front matter`);
  return source;
}
