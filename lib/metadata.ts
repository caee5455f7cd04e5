import type { Metadata } from 'next';
import { site } from '@/lib/site';

interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** The home page shows the bare site title rather than "x | site". */
  absoluteTitle?: boolean;
  openGraphType?: 'website' | 'article';
  keywords?: readonly string[];
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
}: PageMetaInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    keywords: keywords ? [...keywords] : undefined,
    alternates: { canonical: path },
    openGraph: {
      type: openGraphType,
      siteName: site.name,
      title: fullTitle,
      description,
      url: path,
      locale: 'en_US',
      images: [{ ...site.shareImage }],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [site.shareImage.url],
    },
  };
}
