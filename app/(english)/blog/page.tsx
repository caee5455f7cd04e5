import type { Metadata } from 'next';
import { PageHeading } from '@/components/content/page-heading';
import { PostGrid } from '@/components/blog/post-grid';
import { JsonLd } from '@/components/blog/json-ld';
import { blog, blogFeed, postPath } from '@/lib/blog/blog-info';
import { getAllPosts } from '@/lib/blog/load-posts';
import { toSummary } from '@/lib/blog/posts';
import { pageMetadata } from '@/lib/metadata';
import { itemListJsonLd } from '@/lib/structured-data';

export const metadata: Metadata = pageMetadata({
  title: 'Blog: Ideas for Spinner Wheels, Games and Decisions',
  description: blog.description,
  path: blog.path,
  feed: blogFeed,
});

export default function BlogPage() {
  const posts = getAllPosts().map(toSummary);
  return (
    <>
      <JsonLd data={itemListJsonLd(blog.title, posts.map(({ title, slug }) => ({ name: title, path: postPath(slug) })))} />
      <PageHeading title="Our Blog">Ideas for classrooms, parties, teams and everyday decisions.</PageHeading>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <PostGrid posts={posts} />
        <p className="mt-10 text-center text-muted">
          {/* A plain link: the feed is a file, not a page for client-side navigation. */}
          <a href={blog.feedPath} type="application/rss+xml" className="font-semibold text-accent hover:underline">
            Subscribe with RSS
          </a>
        </p>
      </div>
    </>
  );
}
