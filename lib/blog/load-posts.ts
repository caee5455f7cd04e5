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

/**
 * "Today" for undated posts, fixed once per process: a static site computes it
 * when it is built, so every page of one build agrees on the day.
 */
const BUILD_DAY = isoDayOf(new Date());

/** All posts, newest first, read afresh on each call so `next dev` picks up edits. */
export function getAllPosts(): readonly Post[] {
  return readPosts(POSTS_DIR, BUILD_DAY);
}

export function getPost(slug: string): Post | undefined {
  return getAllPosts().find((post) => post.slug === slug);
}
