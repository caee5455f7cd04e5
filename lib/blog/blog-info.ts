import { site } from '@/lib/site';

/** The blog's own name, address and feed, shared by the list page, the post pages and the RSS feed. */
export const blog = {
  title: `${site.name} Blog`,
  description:
    'Articles on using a picker wheel in class, at parties, at work and at home, and on what makes a random pick fair.',
  path: '/blog',
  feedPath: '/blog/rss.xml',
} as const;

export const blogFeed = { title: `${blog.title} (RSS)`, path: blog.feedPath } as const;

export function postPath(slug: string): string {
  return `${blog.path}/${slug}`;
}
