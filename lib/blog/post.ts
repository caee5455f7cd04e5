import { isIsoDay, isoDayOf } from '@/lib/blog/dates';
import { readFrontMatter } from '@/lib/front-matter';
import { typographyFor } from '@/lib/i18n/french-typography';
import type { Lang } from '@/lib/i18n/languages';

export interface Post {
  /** The language the post is written in; each language has its own blog. */
  lang: Lang;
  /** The file name without ".mdx"; the post lives at /blog/{slug} under its language's prefix. */
  slug: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** A display label such as "SpinFair Team", not a person record. */
  author: string;
  /** YYYY-MM-DD: the front matter date, or the build day when the post has none. */
  date: string;
  featuredImage: string;
  /** The MDX body without its front matter. */
  body: string;
}

export type PostSummary = Omit<Post, 'body'>;

/** The image every post carries until it has a real one; it is never shown. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FIELDS = ['title', 'description', 'keywords', 'author', 'date', 'featuredImage'];

export function hasFeaturedImage(post: Pick<Post, 'featuredImage'>): boolean {
  return post.featuredImage !== PLACEHOLDER_IMAGE;
}

interface ParseInput {
  /** The path shown in error messages, e.g. "content/blog/meal-planning-spinner.mdx". */
  file: string;
  source: string;
  /** The day to give a post without a date (YYYY-MM-DD). */
  today: string;
  lang: Lang;
}

/**
 * Reads one post file and checks its front matter. Any problem throws an Error
 * naming the file and the field, so `next build` stops before a broken post ships.
 */
export function parsePost({ file, source, today, lang }: ParseInput): Post {
  const slug = file.replace(/^.*[\\/]/, '').replace(/\.mdx$/, '');
  if (!SLUG.test(slug)) throw new Error(`Invalid blog post ${file}: the file name must be a kebab-case slug`);

  const { data, content, fail, text } = readFrontMatter({ kind: 'blog post', file, source, fields: FIELDS });

  const keywords = data.keywords;
  if (!Array.isArray(keywords) || keywords.length === 0) fail('keywords', 'must be a non-empty list of strings');
  const keywordList = (keywords as unknown[]).map((keyword) =>
    typeof keyword === 'string' && keyword.trim() !== '' ? keyword.trim() : fail('keywords', 'must contain only non-empty strings'),
  );

  const featuredImage = text('featuredImage');
  if (!featuredImage.startsWith('/') && !/^https:\/\//.test(featuredImage)) {
    fail('featuredImage', 'must be a site path starting with "/" or an https:// address');
  }

  if (content.trim() === '') throw new Error(`Invalid blog post ${file}: the post has no body`);

  return {
    lang,
    slug,
    title: typographyFor(lang, text('title')),
    description: typographyFor(lang, text('description')),
    keywords: keywordList,
    author: text('author'),
    date: readDate(data.date, today, fail),
    featuredImage,
    body: content,
  };
}

/** A missing date means "published on the build day"; YAML may hand over an unquoted date as a Date. */
function readDate(value: unknown, today: string, fail: (field: string, problem: string) => never): string {
  if (value === undefined) return today;
  const day = value instanceof Date && !Number.isNaN(value.getTime()) ? isoDayOf(value) : value;
  if (typeof day !== 'string' || !isIsoDay(day)) return fail('date', 'must be a real day written as YYYY-MM-DD');
  return day;
}
