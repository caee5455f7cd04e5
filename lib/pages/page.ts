import matter from 'gray-matter';

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

const KNOWN_FIELDS = new Set(['title', 'description', 'intro']);

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
  const fail = (field: string, problem: string): never => {
    throw new Error(`Invalid page ${file}: front matter field "${field}" ${problem}`);
  };

  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options turns off gray-matter's cache, which would hand back stale data for equal sources.
    parsed = matter(source, {});
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Invalid page ${file}: the front matter is not valid YAML (${reason})`);
  }
  const data: Record<string, unknown> = parsed.data;

  for (const field of Object.keys(data)) {
    if (!KNOWN_FIELDS.has(field)) fail(field, 'is not a known field (title, description, intro)');
  }

  const text = (field: string): string => {
    const value = data[field];
    if (typeof value !== 'string' || value.trim() === '') return fail(field, 'must be a non-empty string');
    return value.trim();
  };

  return {
    slug: file.replace(/^.*[\\/]/, '').replace(/\.mdx$/, ''),
    title: text('title'),
    description: text('description'),
    ...(data.intro === undefined ? {} : { intro: text('intro') }),
    body: parsed.content,
  };
}
