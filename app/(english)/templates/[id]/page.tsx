import { TemplatePage, templateMetadata, templateParams } from '@/app/_pages/templates-page';

interface TemplatePageProps {
  params: Promise<{ id: string }>;
}

// Only the gallery's templates are built; any other /templates/… path is the static 404 page.
export const dynamicParams = false;

export const generateStaticParams = templateParams;

export async function generateMetadata({ params }: TemplatePageProps) {
  return templateMetadata('en', (await params).id);
}

export default async function Page({ params }: TemplatePageProps) {
  return <TemplatePage lang="en" id={(await params).id} />;
}
