import { readFrontMatter } from '@/lib/front-matter';

/** A static text page (privacy policy, terms, about, how to use) read from content/pages/{slug}.mdx. */
export interface Page {
  /** The file name without ".mdx"; the page lives at /{slug}. */
  slug: string;
  /** The page's h1 and its title in search results. */
  title: string;
  description: string;
  /** The lead paragraph under the h1, if the page has one. */
  intro?: string;
  /** The MDX body without its front matter; it may be empty when the route adds its own sections. */
  body: string;
}

const FIELDS = ['title', 'description', 'intro'];

interface ParseInput {
  /** The path shown in error messages, e.g. "content/pages/about.mdx". */
  file: string;
  source: string;
}

/**
 * Reads one page file and checks its front matter. Any problem throws an Error
 * naming the file and the field, so `next build` stops before a broken page ships.
 */
export function parsePage({ file, source }: ParseInput): Page {
  const { data, content, text } = readFrontMatter({ kind: 'page', file, source, fields: FIELDS });

  return {
    slug: file.replace(/^.*[\\/]/, '').replace(/\.mdx$/, ''),
    title: text('title'),
    description: text('description'),
    ...(data.intro === undefined ? {} : { intro: text('intro') }),
    body: content,
  };
}
