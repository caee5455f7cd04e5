import Link from 'next/link';
import type { ReactNode } from 'react';
import { PostDate } from '@/components/blog/post-date';
import { TableOfContents } from '@/components/blog/table-of-contents';
import { blogOf } from '@/lib/blog/blog-info';
import { hasFeaturedImage, type PostSummary } from '@/lib/blog/post';
import type { TocItem } from '@/lib/blog/table-of-contents';
import { getT } from '@/lib/i18n/messages';

interface PostArticleProps {
  post: PostSummary;
  /** Whole minutes to read the body, shown under the byline. */
  readingMinutes?: number;
  /** The sections listed under "On this page"; empty for a short post. */
  contents?: readonly TocItem[];
  /** The rendered MDX body. */
  children: ReactNode;
}

/**
 * A post's frame: title, byline and date, reading time, the featured image when
 * there is a real one, the table of contents, the body as prose.
 */
export function PostArticle({ post, readingMinutes, contents = [], children }: PostArticleProps) {
  const t = getT(post.lang, 'blog');
  const blog = blogOf(post.lang);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <Link href={blog.path} className="text-sm font-semibold text-accent hover:underline">
        <span aria-hidden="true">← </span>
        {t('allPosts')}
      </Link>
      <header className="mt-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-fg md:text-4xl">{post.title}</h1>
        <p className="mt-4 text-subtle">
          <span>{t('byline', { author: post.author })}</span>
          <span aria-hidden="true"> · </span>
          <PostDate date={post.date} lang={post.lang} />
        </p>
        {readingMinutes ? <p className="mt-1 text-sm text-subtle">{t('readingTime', { minutes: readingMinutes })}</p> : null}
      </header>
      {hasFeaturedImage(post) ? (
        // A plain <img> in a <picture>, not next/image: its client component would add JavaScript to every post
        // page, and a static export serves images unoptimised anyway. The box ratio is the share-image ratio.
        <picture>
          <img
            src={post.featuredImage}
            alt=""
            width={1200}
            height={630}
            className="mt-8 aspect-[1200/630] w-full rounded-xl object-cover"
          />
        </picture>
      ) : null}
      <TableOfContents items={contents} lang={post.lang} />
      <div className="prose mt-8 max-w-none prose-headings:scroll-mt-24">
        {children}
      </div>
      <footer className="mt-12 border-t border-line pt-6">
        <Link href={blog.path} className="font-semibold text-accent hover:underline">
          <span aria-hidden="true">← </span>
          {t('backToAllPosts')}
        </Link>
      </footer>
    </article>
  );
}
