import type { Metadata } from 'next';
import type { ShareImage } from '@/lib/share-images';
import { LANGUAGE_FACTS, LANGUAGES, pathIn, type Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { site } from '@/lib/site';

interface PageMetaInput {
  /** The page's language: its address is `path` under that language's prefix. */
  lang: Lang;
  title: string;
  description: string;
  /** The page's path without a language prefix, e.g. '/faq'. */
  path: string;
  /** A page only this language has (a blog post): no alternates in other languages. */
  ownLanguageOnly?: boolean;
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
  lang,
  ownLanguageOnly = false,
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
  const shareImage = image ?? { ...site.shareImage, alt: getT(lang, 'meta')('shareImageAlt') };
  const shared = {
    siteName: site.name,
    title: fullTitle,
    description,
    url: pathIn(lang, path),
    locale: LANGUAGE_FACTS[lang].ogLocale,
    images: [{ ...shareImage }],
  };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    keywords: keywords ? [...keywords] : undefined,
    alternates: {
      canonical: pathIn(lang, path),
      languages: ownLanguageOnly ? undefined : languageAlternates(path),
      types: feed ? { 'application/rss+xml': [{ url: feed.path, title: feed.title }] } : undefined,
    },
    openGraph: article
      ? { ...shared, type: 'article', publishedTime: article.publishedTime, authors: [...article.authors] }
      : { ...shared, type: openGraphType },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [{ ...shareImage }],
    },
  };
}

/** The same page in every language, and English as the default for any other: hreflang alternates. */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const lang of LANGUAGES) alternates[LANGUAGE_FACTS[lang].tag] = pathIn(lang, path);
  alternates['x-default'] = path;
  return alternates;
}

/** What every page of a language shares: the title pattern, the site's description, the share picture. */
export function siteMetadata(lang: Lang, texts: { tagline: string; description: string; shareImageAlt: string }): Metadata {
  const image = { ...site.shareImage, alt: texts.shareImageAlt };
  return {
    title: { default: `${site.name}: ${texts.tagline}`, template: `%s | ${site.name}` },
    description: texts.description,
    openGraph: { type: 'website', siteName: site.name, locale: LANGUAGE_FACTS[lang].ogLocale, images: [image] },
    twitter: { card: 'summary_large_image', images: [image] },
  };
}
