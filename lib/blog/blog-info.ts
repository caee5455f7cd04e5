import { pathIn, type Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';

/** A language's blog: its name, description, address and feed, shared by the list page, the posts and the feed. */
export function blogOf(lang: Lang) {
  const t = getT(lang, 'meta');
  return {
    title: t('blogName'),
    description: t('blogDescription'),
    path: pathIn(lang, '/blog'),
    feedPath: pathIn(lang, '/blog/rss.xml'),
    feed: { title: t('blogFeedTitle'), path: pathIn(lang, '/blog/rss.xml') },
  };
}

/** A post's address: /blog/{slug} under its language's prefix. */
export function postPath(post: { lang: Lang; slug: string }): string {
  return pathIn(post.lang, `/blog/${post.slug}`);
}
