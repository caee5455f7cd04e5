import { getAllPosts } from '@/lib/blog/load-posts';
import { toSummary } from '@/lib/blog/posts';
import { buildRssFeed } from '@/lib/blog/rss';
import { site } from '@/lib/site';

// Written to out/blog/rss.xml at build time.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(buildRssFeed(getAllPosts().map(toSummary), site.baseUrl), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
