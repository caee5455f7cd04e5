import { languageOf, type LangParams } from '@/app/_pages/lang-params';
import { EmbedPage, embedMetadata } from '@/app/_pages/embed-page';

export async function generateMetadata({ params }: LangParams) {
  return embedMetadata(await languageOf(params));
}

export default async function Page({ params }: LangParams) {
  return <EmbedPage lang={await languageOf(params)} />;
}
