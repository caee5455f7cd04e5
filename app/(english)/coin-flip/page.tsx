import type { Metadata } from 'next';
import { CoinFlip } from '@/components/coin/coin-flip';
import { PageHeading } from '@/components/content/page-heading';
import { pageMetadata } from '@/lib/metadata';
import { pageShareCard, shareImageOf } from '@/lib/share-images';

export const metadata: Metadata = pageMetadata({
  title: 'Flip A Coin: Free Heads or Tails Online',
  description: 'Flip a fair virtual coin for heads or tails, with your own labels, colours and a history of every flip.',
  path: '/coin-flip',
  image: shareImageOf(pageShareCard('/coin-flip')),
});

export default function CoinFlipPage() {
  return (
    <div className="bg-linear-to-b from-glow-warm to-glow-cool">
      <PageHeading title="Flip A Coin">Call it: Heads or Tails?</PageHeading>
      <CoinFlip />
    </div>
  );
}
