import type { Metadata } from 'next';
import { PageHeading } from '@/components/content/page-heading';
import { JsonLd } from '@/components/blog/json-ld';
import { TemplateGallery } from '@/components/templates/template-gallery';
import { pageMetadata } from '@/lib/metadata';
import { pageShareCard, shareImageOf } from '@/lib/share-images';
import { itemListJsonLd } from '@/lib/structured-data';
import { templatePath, templates } from '@/lib/templates';

export const metadata: Metadata = pageMetadata({
  title: 'Wheel Templates: Ready-Made Lists to Spin',
  description: 'Start from a ready-made wheel: lunch ideas, coffee orders, weekend plans, party games, yes or no, office breaks and icebreakers.',
  path: '/templates',
  image: shareImageOf(pageShareCard('/templates')),
});

const templatesJsonLd = itemListJsonLd(
  'Wheel Templates',
  templates.map((template) => ({ name: template.title, path: templatePath(template) })),
);

export default function TemplatesPage() {
  return (
    <>
      <JsonLd data={templatesJsonLd} />
      <PageHeading title="Wheel Templates">Pick a ready-made list and spin it in one click.</PageHeading>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <TemplateGallery />
      </div>
    </>
  );
}
