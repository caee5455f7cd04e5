import matter from 'gray-matter';

interface FrontMatterInput {
  /** What the file is, for error messages: "blog post", "page". */
  kind: string;
  /** The path shown in error messages, e.g. "content/pages/about.mdx". */
  file: string;
  source: string;
  /** Every field the front matter may hold; any other is refused (a misspelt field would otherwise vanish). */
  fields: readonly string[];
}

export interface FrontMatter {
  data: Record<string, unknown>;
  /** The body after the front matter. */
  content: string;
  /** Throws an Error naming the file and the field, so `next build` stops before a broken file ships. */
  fail: (field: string, problem: string) => never;
  /** A required field holding a non-empty string, trimmed. */
  text: (field: string) => string;
}

/** Splits an MDX file into its YAML front matter and body, refusing invalid YAML and unknown fields. */
export function readFrontMatter({ kind, file, source, fields }: FrontMatterInput): FrontMatter {
  const fail = (field: string, problem: string): never => {
    throw new Error(`Invalid ${kind} ${file}: front matter field "${field}" ${problem}`);
  };

  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options turns off gray-matter's cache, which would hand back stale data for equal sources.
    parsed = matter(source, {});
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Invalid ${kind} ${file}: the front matter is not valid YAML (${reason})`);
  }
  const data: Record<string, unknown> = parsed.data;

  for (const field of Object.keys(data)) {
    if (!fields.includes(field)) fail(field, `is not a known field (${fields.join(', ')})`);
  }

  const text = (field: string): string => {
    const value = data[field];
    if (typeof value !== 'string' || value.trim() === '') return fail(field, 'must be a non-empty string');
    return value.trim();
  };

  return { data, content: parsed.content, fail, text };
}
