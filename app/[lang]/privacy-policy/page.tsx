import { languageOf, type LangParams } from '@/app/_pages/lang-params';
import { TextPage, textPageMetadata } from '@/app/_pages/text-page';

export async function generateMetadata({ params }: LangParams) {
  return textPageMetadata(await languageOf(params), 'privacy-policy');
}

export default async function PrivacyPolicyPage({ params }: LangParams) {
  return <TextPage lang={await languageOf(params)} slug="privacy-policy" />;
}
