import { PostCard } from '@/components/blog/post-card';
import type { PostSummary } from '@/lib/blog/post';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';

/** "Keep reading" cards under a post. */
export function RelatedPosts({ posts, lang }: { posts: readonly PostSummary[]; lang: Lang }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts" className="mx-auto max-w-5xl px-4 pb-16">
      <h2 id="related-posts" className="text-2xl font-bold text-fg">
        {getT(lang, 'blog')('relatedPosts')}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
