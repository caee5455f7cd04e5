import { languageOf, type LangParams } from '@/app/_pages/lang-params';
import { TextPage, textPageMetadata } from '@/app/_pages/text-page';

export async function generateMetadata({ params }: LangParams) {
  return textPageMetadata(await languageOf(params), 'contact');
}

export default async function ContactPage({ params }: LangParams) {
  return <TextPage lang={await languageOf(params)} slug="contact" />;
}
