import Link from 'next/link';
import { PostDate } from '@/components/blog/post-date';
import { postPath } from '@/lib/blog/blog-info';
import type { PostSummary } from '@/lib/blog/post';
import { cn } from '@/lib/cn';
import { getT } from '@/lib/i18n/messages';

interface PostCardProps {
  post: PostSummary;
  /** h2 in the blog list, h3 under the "Related posts" heading of a post. */
  headingLevel?: 2 | 3;
}

/**
 * One post as a card. The title is the only link; its ::after stretches over
 * the card so the whole card is clickable without a second, repeated link.
 */
export function PostCard({ post, headingLevel = 2 }: PostCardProps) {
  const t = getT(post.lang, 'blog');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-line bg-surface p-6 shadow-sm transition-shadow hover:shadow-md">
      <PostDate date={post.date} lang={post.lang} className="text-sm font-medium text-subtle" />
      <Heading className={cn('mt-2 font-bold text-fg', headingLevel === 2 ? 'text-xl' : 'text-lg')}>
        <Link href={postPath(post)} className="after:absolute after:inset-0 after:rounded-xl hover:text-accent">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 line-clamp-3 text-muted">{post.description}</p>
      <span aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-accent">
        {t('readMore')} →
      </span>
    </article>
  );
}
