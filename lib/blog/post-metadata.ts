import type { Metadata } from 'next';
import { blogOf, postPath } from '@/lib/blog/blog-info';
import { LANGUAGE_FACTS, pathIn } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { hasFeaturedImage, type PostSummary } from '@/lib/blog/post';
import { pageMetadata } from '@/lib/metadata';
import { postShareImage, SHARE_IMAGE_SIZE, type ShareImage } from '@/lib/share-images';
import { absoluteUrl, site } from '@/lib/site';
import { breadcrumbListJsonLd, type JsonLdObject } from '@/lib/structured-data';

/**
 * What sharing the post shows: its featured image when it has one (drawn at the
 * share size, 1200 by 630), otherwise its card drawn at build time.
 */
function postImage(post: Pick<PostSummary, 'lang' | 'slug' | 'title' | 'featuredImage'>): ShareImage {
  return hasFeaturedImage(post) ? { url: post.featuredImage, ...SHARE_IMAGE_SIZE, alt: post.title } : postShareImage(post);
}

/** The <head> of a post: "{title} | SpinFair Blog", its description and keywords, canonical URL, Open Graph article. */
export function postMetadata(post: PostSummary): Metadata {
  const blog = blogOf(post.lang);
  return pageMetadata({
    lang: post.lang,
    ownLanguageOnly: true,
    title: `${post.title} | ${blog.title}`,
    absoluteTitle: true,
    description: post.description,
    path: `/blog/${post.slug}`,
    keywords: post.keywords,
    article: { publishedTime: post.date, authors: [post.author] },
    feed: blog.feed,
    image: postImage(post),
  });
}

/** schema.org BlogPosting for search engines. The author label names a team, so it is an Organization. */
export function postJsonLd(post: PostSummary): Record<string, unknown> {
  const blog = blogOf(post.lang);
  const url = absoluteUrl(postPath(post));
  const publisher = { '@type': 'Organization', name: site.name, url: absoluteUrl(pathIn(post.lang, '/')) };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    keywords: post.keywords.join(', '),
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Organization', name: post.author, url: absoluteUrl(pathIn(post.lang, '/about')) },
    publisher,
    image: absoluteUrl(postImage(post).url),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    isPartOf: { '@type': 'Blog', name: blog.title, url: absoluteUrl(blog.path) },
    inLanguage: post.lang === 'en' ? 'en-US' : LANGUAGE_FACTS[post.lang].tag,
  };
}

/** Home › Blog › the post, for search results that show where a page sits. */
export function postBreadcrumbJsonLd(post: Pick<PostSummary, 'lang' | 'slug' | 'title'>): JsonLdObject {
  const t = getT(post.lang, 'meta');
  return breadcrumbListJsonLd([
    { name: t('breadcrumbHome'), path: pathIn(post.lang, '/') },
    { name: getT(post.lang, 'blog')('breadcrumbBlog'), path: blogOf(post.lang).path },
    { name: post.title, path: postPath(post) },
  ]);
}

/**
 * JSON for an inline <script>: "<" is escaped so text such as "</script>" in a
 * title cannot end the script element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
