import { languageOf, type LangParams } from '@/app/_pages/lang-params';
import { CoinFlipPage, coinFlipMetadata } from '@/app/_pages/coin-flip-page';

export async function generateMetadata({ params }: LangParams) {
  return coinFlipMetadata(await languageOf(params));
}

export default async function Page({ params }: LangParams) {
  return <CoinFlipPage lang={await languageOf(params)} />;
}
