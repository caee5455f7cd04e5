import { languageOf, type LangParams } from '@/app/_pages/lang-params';
import { HomePage, homeMetadata } from '@/app/_pages/home-page';

export async function generateMetadata({ params }: LangParams) {
  return homeMetadata(await languageOf(params));
}

export default async function Page({ params }: LangParams) {
  return <HomePage lang={await languageOf(params)} />;
}
