import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** What a reader should see for one post, read straight from content/blog/en (independently of lib/blog). */
export interface ExpectedPost {
  slug: string;
  title: string;
  description: string;
  author: string;
  /** The front matter date; undefined for the posts dated with the build day. */
  fixedDate: string | undefined;
  /** Section headings (##) in order. */
  sections: string[];
}

const dir = path.join(process.cwd(), 'content', 'blog', 'en');

export const expectedPosts: readonly ExpectedPost[] = readdirSync(dir)
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => {
    const { data, content } = matter(readFileSync(path.join(dir, name), 'utf8'));
    return {
      slug: name.replace(/\.mdx$/, ''),
      title: String(data.title),
      description: String(data.description),
      author: String(data.author),
      fixedDate: typeof data.date === 'string' ? data.date : undefined,
      sections: Array.from(content.matchAll(/^## (.+)$/gm), (m) => (m[1] ?? '').trim()),
    };
  });

/** The date of the newest dated post (the post on wheels with pictures); the build day is never before it. */
export const NEWEST_FIXED_DATE = '2026-11-27';

/** Today's UTC day as the browser tests see it; the build ran on or before it. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The long US date a post shows, computed here without the site's code. */
export function longUsDate(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
