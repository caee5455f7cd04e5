import { languageOf } from '@/app/_pages/lang-params';
import { TemplatePage, templateMetadata, templateParams } from '@/app/_pages/templates-page';

interface TemplatePageProps {
  params: Promise<{ lang: string; id: string }>;
}

// Only the gallery's templates are built; any other /{lang}/templates/… path is that language's 404 page.
export const dynamicParams = false;

export const generateStaticParams = templateParams;

export async function generateMetadata({ params }: TemplatePageProps) {
  const { id } = await params;
  return templateMetadata(await languageOf(params), id);
}

export default async function Page({ params }: TemplatePageProps) {
  const { id } = await params;
  return <TemplatePage lang={await languageOf(params)} id={id} />;
}
