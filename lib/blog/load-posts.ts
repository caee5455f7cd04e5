import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isoDayOf } from '@/lib/blog/dates';
import { parsePost, type Post } from '@/lib/blog/post';
import { sortNewestFirst } from '@/lib/blog/posts';

/** Where the posts live, relative to the project root (the working directory of `next build`), so errors name e.g. content/blog/x.mdx. */
export const POSTS_DIR = path.join('content', 'blog');

/** Every post in `dir`, checked and sorted newest first; posts without a date get `today`. */
export function readPosts(dir: string, today: string): Post[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .sort();
  const posts = files.map((name) => {
    const file = path.join(dir, name);
    return parsePost({ file, source: readFileSync(file, 'utf8'), today });
  });
  return sortNewestFirst(posts);
}

let cached: readonly Post[] | undefined;

/**
 * All posts, newest first. Read once per build process: a static site computes
 * "today" when it is built, so the undated posts carry the build day.
 */
export function getAllPosts(): readonly Post[] {
  cached ??= readPosts(POSTS_DIR, isoDayOf(new Date()));
  return cached;
}

export function getPost(slug: string): Post | undefined {
  return getAllPosts().find((post) => post.slug === slug);
}
