import type { Metadata } from 'next';
import { MdxProsePage } from '@/components/content/mdx-prose-page';
import { pageMetadata } from '@/lib/metadata';
import { getPage } from '@/lib/pages/load-pages';

const page = getPage('about');

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.description, path: '/about' });

export default function AboutPage() {
  return <MdxProsePage page={page} />;
}
