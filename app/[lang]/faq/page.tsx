import { languageOf, type LangParams } from '@/app/_pages/lang-params';
import { FaqPage, faqMetadata } from '@/app/_pages/faq-page';

export async function generateMetadata({ params }: LangParams) {
  return faqMetadata(await languageOf(params));
}

export default async function Page({ params }: LangParams) {
  return <FaqPage lang={await languageOf(params)} />;
}
