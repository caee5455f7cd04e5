import { languageOf, type LangParams } from '@/app/_pages/lang-params';
import { TemplatesPage, templatesMetadata } from '@/app/_pages/templates-page';

export async function generateMetadata({ params }: LangParams) {
  return templatesMetadata(await languageOf(params));
}

export default async function Page({ params }: LangParams) {
  return <TemplatesPage lang={await languageOf(params)} />;
}
