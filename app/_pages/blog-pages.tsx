import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/blog/json-ld';
import { PostArticle } from '@/components/blog/post-article';
import { PostBody } from '@/components/blog/post-body';
import { PostGrid } from '@/components/blog/post-grid';
import { RelatedPosts } from '@/components/blog/related-posts';
import { PageHeading } from '@/components/content/page-heading';
import { blogOf, postPath } from '@/lib/blog/blog-info';
import { getAllPosts, getPost } from '@/lib/blog/load-posts';
import { postBreadcrumbJsonLd, postJsonLd, postMetadata } from '@/lib/blog/post-metadata';
import { relatedPosts, toSummary } from '@/lib/blog/posts';
import { readingTimeMinutes } from '@/lib/blog/reading-time';
import { buildRssFeed } from '@/lib/blog/rss';
import { visibleTableOfContents } from '@/lib/blog/table-of-contents';
import { typographyFor } from '@/lib/i18n/french-typography';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import { itemListJsonLd } from '@/lib/structured-data';

export function blogMetadata(lang: Lang): Metadata {
  const blog = blogOf(lang);
  return pageMetadata({ lang, title: getT(lang, 'meta')('blogTitle'), description: blog.description, path: '/blog', feed: blog.feed });
}

/** A language's blog: only its own posts, newest first. */
export function BlogPage({ lang }: { lang: Lang }) {
  const t = getT(lang, 'pages');
  const blog = blogOf(lang);
  const posts = getAllPosts(lang).map(toSummary);
  return (
    <>
      <JsonLd data={itemListJsonLd(blog.title, posts.map((post) => ({ name: post.title, path: postPath(post) })))} />
      <PageHeading title={t('blogHeading')}>{t('blogLead')}</PageHeading>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <PostGrid posts={posts} />
        <p className="mt-10 text-center text-muted">
          {/* A plain link: the feed is a file, not a page for client-side navigation. */}
          <a href={blog.feedPath} type="application/rss+xml" className="font-semibold text-accent hover:underline">
            {t('subscribeRss')}
          </a>
        </p>
      </div>
    </>
  );
}

export function postParams(lang: Lang): Array<{ slug: string }> {
  return getAllPosts(lang).map(({ slug }) => ({ slug }));
}

export function postPageMetadata(lang: Lang, slug: string): Metadata {
  const post = getPost(slug, lang);
  return post ? postMetadata(post) : {};
}

/** A post of a language's blog; any other slug is the 404 page. */
export function PostPage({ lang, slug }: { lang: Lang; slug: string }) {
  const post = getPost(slug, lang);
  if (!post) notFound();
  return (
    <>
      <JsonLd data={postJsonLd(post)} />
      <JsonLd data={postBreadcrumbJsonLd(post)} />
      <PostArticle post={toSummary(post)} readingMinutes={readingTimeMinutes(post.body)} contents={visibleTableOfContents(post.body).map((item) => ({ ...item, text: typographyFor(post.lang, item.text) }))}>
        <PostBody source={post.body} lang={lang} />
      </PostArticle>
      <RelatedPosts posts={relatedPosts(post, getAllPosts(lang)).map(toSummary)} lang={lang} />
    </>
  );
}

/** A language's RSS feed, written to {prefix}/blog/rss.xml at build time. */
export function rssFeed(lang: Lang): Response {
  return new Response(buildRssFeed(lang, getAllPosts(lang).map(toSummary), site.baseUrl), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
