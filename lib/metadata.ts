import type { Metadata } from 'next';
import type { ShareImage } from '@/lib/share-images';
import { site } from '@/lib/site';

interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** The home page and blog posts show their title as given rather than "x | site". */
  absoluteTitle?: boolean;
  openGraphType?: 'website' | 'article';
  keywords?: readonly string[];
  /** Open Graph article facts; they make the page an `article`. publishedTime is YYYY-MM-DD or ISO 8601. */
  article?: { publishedTime: string; authors: readonly string[] };
  /** An RSS feed to advertise with <link rel="alternate" type="application/rss+xml">. */
  feed?: { title: string; path: string };
  /** A page's own share picture; the site's share image otherwise. */
  image?: ShareImage;
}

/**
 * Next merges metadata shallowly, so a page that sets `openGraph` replaces the
 * layout's whole object; build the complete set here for every page.
 */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle = false,
  openGraphType = 'website',
  keywords,
  article,
  feed,
  image,
}: PageMetaInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const shared = {
    siteName: site.name,
    title: fullTitle,
    description,
    url: path,
    locale: 'en_US',
    images: [{ ...(image ?? site.shareImage) }],
  };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    keywords: keywords ? [...keywords] : undefined,
    alternates: {
      canonical: path,
      types: feed ? { 'application/rss+xml': [{ url: feed.path, title: feed.title }] } : undefined,
    },
    openGraph: article
      ? { ...shared, type: 'article', publishedTime: article.publishedTime, authors: [...article.authors] }
      : { ...shared, type: openGraphType },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [{ ...(image ?? site.shareImage) }],
    },
  };
}
