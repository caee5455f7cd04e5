import { languageOf, type LangParams } from '@/app/_pages/lang-params';
import { HowToUsePage, howToUseMetadata } from '@/app/_pages/how-to-use-page';

export async function generateMetadata({ params }: LangParams) {
  return howToUseMetadata(await languageOf(params));
}

export default async function Page({ params }: LangParams) {
  return <HowToUsePage lang={await languageOf(params)} />;
}
