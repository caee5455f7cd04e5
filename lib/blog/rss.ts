import { blogOf, postPath } from '@/lib/blog/blog-info';
import { LANGUAGE_FACTS, type Lang } from '@/lib/i18n/languages';
import { toRfc822 } from '@/lib/blog/dates';
import type { PostSummary } from '@/lib/blog/post';

const ENTITIES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/**
 * Escapes the five XML special characters, for text content and attribute
 * values alike, and drops the control characters XML 1.0 does not allow at all.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/[<>&'"]/g, (char) => ENTITIES[char] ?? char);
}

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

function item(post: PostSummary, baseUrl: string): string {
  const url = `${baseUrl}${postPath(post)}`;
  return [
    '    <item>',
    `      ${element('title', post.title)}`,
    `      ${element('link', url)}`,
    `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
    `      ${element('description', post.description)}`,
    `      ${element('dc:creator', post.author)}`,
    `      ${element('pubDate', toRfc822(post.date))}`,
    ...post.keywords.map((keyword) => `      ${element('category', keyword)}`),
    '    </item>',
  ].join('\n');
}

/**
 * An RSS 2.0 document for a language's `posts` (expected newest first). The build date is
 * the newest post's day, so the same content always yields the same feed.
 */
export function buildRssFeed(lang: Lang, posts: readonly PostSummary[], baseUrl: string): string {
  const blog = blogOf(lang);
  const channelUrl = `${baseUrl}${blog.path}`;
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', blog.title)}`,
    `    ${element('link', channelUrl)}`,
    `    ${element('description', blog.description)}`,
    `    <language>${LANGUAGE_FACTS[lang].tag.toLowerCase()}</language>`,
    ...(newest ? [`    ${element('lastBuildDate', toRfc822(newest.date))}`] : []),
    `    <atom:link href="${escapeXml(`${baseUrl}${blog.feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...posts.map((post) => item(post, baseUrl)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
