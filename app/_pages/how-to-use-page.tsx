import type { Metadata } from 'next';
import { GuideSections } from '@/components/content/how-to-use/guide-sections';
import { howToUseSections } from '@/components/content/how-to-use/how-to-use-sections';
import { TableOfContents } from '@/components/content/how-to-use/table-of-contents';
import { PageMdx } from '@/components/content/page-mdx';
import { ProsePage } from '@/components/content/prose-page';
import type { Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/metadata';
import { getPage } from '@/lib/pages/load-pages';

export function howToUseMetadata(lang: Lang): Metadata {
  const page = getPage('how-to-use', lang);
  return pageMetadata({ lang, title: page.title, description: page.description, path: '/how-to-use' });
}

export function HowToUsePage({ lang }: { lang: Lang }) {
  const page = getPage('how-to-use', lang);
  const sections = howToUseSections(lang);
  return (
    <ProsePage title={page.title} intro={page.intro}>
      <TableOfContents sections={sections} lang={lang} />
      <GuideSections sections={sections} />
      <PageMdx source={page.body} lang={lang} />
    </ProsePage>
  );
}
