import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/blog/json-ld';
import { TemplateDetail } from '@/components/templates/template-detail';
import { pageMetadata } from '@/lib/metadata';
import { shareImageOf, templateShareCard } from '@/lib/share-images';
import { breadcrumbListJsonLd } from '@/lib/structured-data';
import { findTemplate, templatePath, templates } from '@/lib/templates';

interface TemplatePageProps {
  params: Promise<{ id: string }>;
}

// Only the gallery's templates are built; any other /templates/… path is the static 404 page.
export const dynamicParams = false;

export function generateStaticParams(): Array<{ id: string }> {
  return templates.map(({ id }) => ({ id }));
}

export async function generateMetadata({ params }: TemplatePageProps): Promise<Metadata> {
  const template = findTemplate((await params).id);
  if (!template) return {};
  return pageMetadata({
    title: `${template.title} Wheel Template`,
    description: `${template.description} A ready-made wheel of ${template.entries.length} entries to spin.`,
    path: templatePath(template),
    image: shareImageOf(templateShareCard(template)),
  });
}

export default async function TemplatePage({ params }: TemplatePageProps) {
  const template = findTemplate((await params).id);
  if (!template) notFound();
  const trail = breadcrumbListJsonLd([
    { name: 'Home', path: '/' },
    { name: 'Wheel Templates', path: '/templates' },
    { name: template.title, path: templatePath(template) },
  ]);
  return (
    <>
      <JsonLd data={trail} />
      <TemplateDetail template={template} />
    </>
  );
}
