import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { languageOf, type LangParams } from '@/app/_pages/lang-params';
import { PREFIXED_LANGUAGES } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { siteMetadata } from '@/lib/metadata';

// Only the site's languages are built; any other first segment is the static 404 page.
export const dynamicParams = false;

export function generateStaticParams(): Array<{ lang: string }> {
  return PREFIXED_LANGUAGES.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const lang = await languageOf(params);
  const t = getT(lang, 'meta');
  return siteMetadata(lang, { tagline: t('siteTagline'), description: t('siteDescription'), shareImageAlt: t('shareImageAlt') });
}

export default async function LanguageLayout({ children, params }: LangParams & { children: ReactNode }) {
  return <SiteDocument lang={await languageOf(params)}>{children}</SiteDocument>;
}
