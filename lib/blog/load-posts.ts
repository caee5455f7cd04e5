import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isoDayOf } from '@/lib/blog/dates';
import { parsePost, type Post } from '@/lib/blog/post';
import { sortNewestFirst } from '@/lib/blog/posts';
import type { Lang } from '@/lib/i18n/languages';

/** Where the posts live, one folder per language, relative to the project root (the working directory of `next build`), so errors name e.g. content/blog/en/x.mdx. */
export const POSTS_DIR = path.join('content', 'blog');

/** Every post of `lang` in `dir`, checked and sorted newest first; posts without a date get `today`. */
export function readPosts(dir: string, today: string, lang: Lang): Post[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .sort();
  const posts = files.map((name) => {
    const file = path.join(dir, name);
    return parsePost({ file, source: readFileSync(file, 'utf8'), today, lang });
  });
  return sortNewestFirst(posts);
}

/**
 * "Today" for undated posts, fixed once per process: a static site computes it
 * when it is built, so every page of one build agrees on the day.
 */
const BUILD_DAY = isoDayOf(new Date());

/** A language's posts, newest first, read afresh on each call so `next dev` picks up edits. */
export function getAllPosts(lang: Lang = 'en'): readonly Post[] {
  return readPosts(path.join(POSTS_DIR, lang), BUILD_DAY, lang);
}

export function getPost(slug: string, lang: Lang = 'en'): Post | undefined {
  return getAllPosts(lang).find((post) => post.slug === slug);
}
