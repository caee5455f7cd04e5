import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/blog/json-ld';
import { PostArticle } from '@/components/blog/post-article';
import { PostBody } from '@/components/blog/post-body';
import { RelatedPosts } from '@/components/blog/related-posts';
import { getAllPosts, getPost } from '@/lib/blog/load-posts';
import { postBreadcrumbJsonLd, postJsonLd, postMetadata } from '@/lib/blog/post-metadata';
import { relatedPosts, toSummary } from '@/lib/blog/posts';
import { readingTimeMinutes } from '@/lib/blog/reading-time';
import { visibleTableOfContents } from '@/lib/blog/table-of-contents';

interface PostPageProps {
  params: Promise<{ slug: string }>;
}

// Only the posts that exist are built; any other /blog/… path is the static 404 page.
export const dynamicParams = false;

export function generateStaticParams(): Array<{ slug: string }> {
  return getAllPosts().map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const post = getPost((await params).slug);
  return post ? postMetadata(post) : {};
}

export default async function PostPage({ params }: PostPageProps) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  return (
    <>
      <JsonLd data={postJsonLd(post)} />
      <JsonLd data={postBreadcrumbJsonLd(post)} />
      <PostArticle post={toSummary(post)} readingMinutes={readingTimeMinutes(post.body)} contents={visibleTableOfContents(post.body)}>
        <PostBody source={post.body} />
      </PostArticle>
      <RelatedPosts posts={relatedPosts(post, getAllPosts()).map(toSummary)} />
    </>
  );
}
