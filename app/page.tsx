import type { Metadata } from 'next';
import { PageHeading } from '@/components/content/page-heading';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: `${site.name}: Spin the Wheel, Free Random Picker`,
  description: site.description,
  path: '/',
  absoluteTitle: true,
});

export default function HomePage() {
  return (
    <>
      <PageHeading title="Spin the Wheel">Type your options, spin, and let chance pick one fairly.</PageHeading>
      <section aria-labelledby="wheel-heading" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="wheel-heading" className="text-2xl font-bold">
          Customize Your Wheel
        </h2>
      </section>
    </>
  );
}
