import { languageOf, type LangParams } from '@/app/_pages/lang-params';
import { TextPage, textPageMetadata } from '@/app/_pages/text-page';

export async function generateMetadata({ params }: LangParams) {
  return textPageMetadata(await languageOf(params), 'terms-and-conditions');
}

export default async function TermsPage({ params }: LangParams) {
  return <TextPage lang={await languageOf(params)} slug="terms-and-conditions" />;
}
