import type { Metadata } from 'next';
import { PageHeading } from '@/components/content/page-heading';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Blog: Ideas for Spinner Wheels, Games and Decisions',
  description: 'Articles on using a picker wheel in class, at parties, at work and at home, and on what makes a random pick fair.',
  path: '/blog',
});

export default function BlogPage() {
  return (
    <>
      <PageHeading title="Our Blog" />
      <p className="mx-auto max-w-3xl px-4 py-8 text-center text-slate-700">No blog posts found. Check back soon!</p>
    </>
  );
}
