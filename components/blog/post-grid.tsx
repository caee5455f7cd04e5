import { PostCard } from '@/components/blog/post-card';
import type { PostSummary } from '@/lib/blog/post';

/** The blog list: one card per post in the order given, 1, 2 or 3 columns as the screen widens. */
export function PostGrid({ posts }: { posts: readonly PostSummary[] }) {
  if (posts.length === 0) {
    return <p className="py-8 text-center text-muted">No blog posts found. Check back soon!</p>;
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
