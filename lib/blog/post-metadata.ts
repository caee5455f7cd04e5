import type { Metadata } from 'next';
import { blog, blogFeed, postPath } from '@/lib/blog/blog-info';
import { hasFeaturedImage, type PostSummary } from '@/lib/blog/post';
import { pageMetadata } from '@/lib/metadata';
import { postShareImage, SHARE_IMAGE_SIZE, type ShareImage } from '@/lib/share-images';
import { absoluteUrl, site } from '@/lib/site';
import { breadcrumbListJsonLd, type JsonLdObject } from '@/lib/structured-data';

/**
 * What sharing the post shows: its featured image when it has one (drawn at the
 * share size, 1200 by 630), otherwise its card drawn at build time.
 */
function postImage(post: Pick<PostSummary, 'slug' | 'title' | 'featuredImage'>): ShareImage {
  return hasFeaturedImage(post) ? { url: post.featuredImage, ...SHARE_IMAGE_SIZE, alt: post.title } : postShareImage(post);
}

/** The <head> of a post: "{title} | SpinFair Blog", its description and keywords, canonical URL, Open Graph article. */
export function postMetadata(post: PostSummary): Metadata {
  return pageMetadata({
    title: `${post.title} | ${blog.title}`,
    absoluteTitle: true,
    description: post.description,
    path: postPath(post.slug),
    keywords: post.keywords,
    article: { publishedTime: post.date, authors: [post.author] },
    feed: blogFeed,
    image: postImage(post),
  });
}

/** schema.org BlogPosting for search engines. The author label names a team, so it is an Organization. */
export function postJsonLd(post: PostSummary): Record<string, unknown> {
  const url = absoluteUrl(postPath(post.slug));
  const publisher = { '@type': 'Organization', name: site.name, url: absoluteUrl('/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    keywords: post.keywords.join(', '),
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Organization', name: post.author, url: absoluteUrl('/about') },
    publisher,
    image: absoluteUrl(postImage(post).url),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    isPartOf: { '@type': 'Blog', name: blog.title, url: absoluteUrl(blog.path) },
    inLanguage: 'en-US',
  };
}

/** Home › Blog › the post, for search results that show where a page sits. */
export function postBreadcrumbJsonLd(post: Pick<PostSummary, 'slug' | 'title'>): JsonLdObject {
  return breadcrumbListJsonLd([
    { name: 'Home', path: '/' },
    { name: 'Blog', path: blog.path },
    { name: post.title, path: postPath(post.slug) },
  ]);
}

/**
 * JSON for an inline <script>: "<" is escaped so text such as "</script>" in a
 * title cannot end the script element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
