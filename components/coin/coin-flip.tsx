'use client';

import { Coin } from '@/components/coin/coin';
import { CoinSidePanel } from '@/components/coin/coin-side-panel';
import { FlipControls } from '@/components/coin/flip-controls';
import { useCoinFlip, type CoinFlipOptions } from '@/components/coin/use-coin-flip';
import { useCoinStore } from '@/components/coin/use-coin-store';
import { useDefaultLabels } from '@/components/coin/use-default-labels';
import { useT } from '@/components/i18n/use-t';
import { useHydratedStores } from '@/components/persist/use-hydrated-stores';
import { coinSide } from '@/lib/coin/coin';
import { coinStore } from '@/lib/coin/coin-store';

const STORES = [coinStore];

/**
 * Brings the stored coin into the store before the first paint. A part of its own that renders
 * nothing: the hydrated flag it sets then re-renders only this part, and stored values reach just
 * the parts that read them, not the whole tool a second time.
 */
function StoredCoin() {
  useHydratedStores(STORES);
  return null;
}

/** The coin flip tool: the coin and its controls, beside the Flip / Customize / Results panel. */
export function CoinFlip(options: CoinFlipOptions) {
  const t = useT('coin');
  const { face, flight, result, flip, reset } = useCoinFlip(options);
  const defaultLabels = useDefaultLabels();
  const labels = useCoinStore((state) => state.labels);
  const theme = useCoinStore((state) => state.theme);

  return (
    <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 pb-16 pt-4 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <StoredCoin />
      <section aria-label={t('coinRegion')} className="flex flex-col items-center gap-4 pt-10 md:pt-16">
        <Coin
          face={face}
          flight={flight}
          heads={coinSide('heads', labels, defaultLabels, theme)}
          tails={coinSide('tails', labels, defaultLabels, theme)}
          edgeColor={theme.edgeColor}
        />
        <FlipControls flipping={flight !== null} result={result} onFlip={flip} onReset={reset} />
      </section>
      <CoinSidePanel />
    </div>
  );
}
