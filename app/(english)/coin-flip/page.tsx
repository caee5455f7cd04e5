import { CoinFlipPage, coinFlipMetadata } from '@/app/_pages/coin-flip-page';

export const metadata = coinFlipMetadata('en');

export default function Page() {
  return <CoinFlipPage lang="en" />;
}
