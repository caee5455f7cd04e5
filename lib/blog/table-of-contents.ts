import { createSlugger } from '@/lib/blog/slugify';

export interface TocItem {
  /** The id the heading gets on the page (the same slugger as rehypeHeadingIds, in the same order). */
  id: string;
  text: string;
}

/** Posts with fewer sections than this read fine without a table of contents. */
const TOC_MIN_SECTIONS = 4;

const HEADING = /^(#{2,4})\s+(.+?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;

/** A heading's Markdown as the text a reader sees: links keep their text, emphasis and code marks go. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim();
}

/**
 * The post's sections (h2) with their page ids. Every h2 to h4 is counted
 * while slugging, because the page numbers repeated ids across all three levels.
 */
export function tableOfContents(markdown: string): TocItem[] {
  const slug = createSlugger();
  const items: TocItem[] = [];
  let inFence = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (FENCE.test(line)) inFence = !inFence;
    const match = inFence ? null : HEADING.exec(line);
    if (!match) continue;
    const text = plainText(match[2] ?? '');
    const id = slug(text);
    if (match[1] === '##') items.push({ id, text });
  }
  return items;
}

/** The table of contents to show: none for a short post. */
export function visibleTableOfContents(markdown: string): TocItem[] {
  const items = tableOfContents(markdown);
  return items.length >= TOC_MIN_SECTIONS ? items : [];
}
