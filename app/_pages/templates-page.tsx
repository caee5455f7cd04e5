import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/blog/json-ld';
import { PageHeading } from '@/components/content/page-heading';
import { TemplateDetail } from '@/components/templates/template-detail';
import { TemplateGallery } from '@/components/templates/template-gallery';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/metadata';
import { pageShareCard, shareImageOf, templateShareCard } from '@/lib/share-images';
import { breadcrumbListJsonLd, itemListJsonLd } from '@/lib/structured-data';
import { getTemplates, templatePath, TEMPLATE_IDS, type WheelTemplate } from '@/lib/templates';

export function templatesMetadata(lang: Lang): Metadata {
  const t = getT(lang, 'meta');
  return pageMetadata({
    lang,
    title: t('templatesTitle'),
    description: t('templatesDescription'),
    path: '/templates',
    image: shareImageOf(pageShareCard('/templates', lang)),
  });
}

export function TemplatesPage({ lang }: { lang: Lang }) {
  const t = getT(lang, 'pages');
  const templates = getTemplates(lang);
  const list = itemListJsonLd(
    t('templatesHeading'),
    templates.map((template) => ({ name: template.title, path: templatePath(template) })),
  );
  return (
    <>
      <JsonLd data={list} />
      <PageHeading title={t('templatesHeading')}>{t('templatesLead')}</PageHeading>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <TemplateGallery templates={templates} />
      </div>
    </>
  );
}

/** Every template id: the same pages in every language. */
export function templateParams(): Array<{ id: string }> {
  return TEMPLATE_IDS.map((id) => ({ id }));
}

function templateOf(lang: Lang, id: string): WheelTemplate | undefined {
  return getTemplates(lang).find((template) => template.id === id);
}

export function templateMetadata(lang: Lang, id: string): Metadata {
  const template = templateOf(lang, id);
  if (!template) return {};
  const t = getT(lang, 'meta');
  return pageMetadata({
    lang,
    title: t('templateTitle', { title: template.title }),
    description: t('templateDescription', { description: template.description, count: template.entries.length }),
    path: `/templates/${template.id}`,
    image: shareImageOf(templateShareCard(template)),
  });
}

/** A template's page; an id the gallery does not have is the 404 page. */
export function TemplatePage({ lang, id }: { lang: Lang; id: string }) {
  const template = templateOf(lang, id);
  if (!template) notFound();
  const t = getT(lang, 'meta');
  const trail = breadcrumbListJsonLd([
    { name: t('breadcrumbHome'), path: pathIn(lang, '/') },
    { name: getT(lang, 'pages')('templatesHeading'), path: pathIn(lang, '/templates') },
    { name: template.title, path: templatePath(template) },
  ]);
  return (
    <>
      <JsonLd data={trail} />
      <TemplateDetail template={template} />
    </>
  );
}
