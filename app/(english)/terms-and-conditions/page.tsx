import type { Metadata } from 'next';
import { MdxProsePage } from '@/components/content/mdx-prose-page';
import { pageMetadata } from '@/lib/metadata';
import { getPage } from '@/lib/pages/load-pages';

const page = getPage('terms-and-conditions');

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.description, path: '/terms-and-conditions' });

export default function TermsPage() {
  return <MdxProsePage page={page} />;
}
