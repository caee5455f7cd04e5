import type { Metadata } from 'next';
import { GuideSections } from '@/components/content/how-to-use/guide-sections';
import { HOW_TO_USE_SECTIONS } from '@/components/content/how-to-use/how-to-use-sections';
import { TableOfContents } from '@/components/content/how-to-use/table-of-contents';
import { PageMdx } from '@/components/content/page-mdx';
import { ProsePage } from '@/components/content/prose-page';
import { pageMetadata } from '@/lib/metadata';
import { getPage } from '@/lib/pages/load-pages';

const page = getPage('how-to-use');

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.description, path: '/how-to-use' });

export default function HowToUsePage() {
  return (
    <ProsePage title={page.title} intro={page.intro}>
      <TableOfContents sections={HOW_TO_USE_SECTIONS} />
      <GuideSections sections={HOW_TO_USE_SECTIONS} />
      <PageMdx source={page.body} />
    </ProsePage>
  );
}
