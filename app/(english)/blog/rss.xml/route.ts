import { rssFeed } from '@/app/_pages/blog-pages';

// Written to out/blog/rss.xml at build time.
export const dynamic = 'force-static';

export function GET(): Response {
  return rssFeed('en');
}
