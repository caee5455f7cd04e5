import type { Metadata } from 'next';
import { MdxProsePage } from '@/components/content/mdx-prose-page';
import type { Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/metadata';
import { getPage } from '@/lib/pages/load-pages';

/** The pages whose whole text is content/pages/{lang}/{slug}.mdx. */
export type TextPageSlug = 'about' | 'contact' | 'privacy-policy' | 'terms-and-conditions';

export function textPageMetadata(lang: Lang, slug: TextPageSlug): Metadata {
  const page = getPage(slug, lang);
  return pageMetadata({ lang, title: page.title, description: page.description, path: `/${slug}` });
}

export function TextPage({ lang, slug }: { lang: Lang; slug: TextPageSlug }) {
  return <MdxProsePage page={getPage(slug, lang)} lang={lang} />;
}
