'use client';

import { useRef } from 'react';
import { useT } from '@/components/i18n/use-t';
import { cn } from '@/lib/cn';
import type { FlipResult } from '@/lib/coin/coin';
import { Button } from '@/components/ui/button';

// Stands in for the label while the result line is phrased, so the label can be styled where the language puts it.
const LABEL_SLOT = '\uE000';

interface FlipControlsProps {
  flipping: boolean;
  result: FlipResult | null;
  onFlip: () => void;
  onReset: () => void;
}

/**
 * The big button and the result line. While a flip runs the button is
 * aria-disabled rather than disabled, so keyboard focus stays on it and
 * Enter flips again once the coin is down.
 */
export function FlipControls({ flipping, result, onFlip, onReset }: FlipControlsProps) {
  const t = useT('coin');
  const flipButton = useRef<HTMLButtonElement>(null);
  const [beforeLabel = '', afterLabel = ''] = t('resultLine', { label: LABEL_SLOT }).split(LABEL_SLOT);
  return (
    <div className="flex w-full flex-col items-center gap-4">
      <Button
        ref={flipButton}
        variant="hero"
        size="pill"
        aria-disabled={flipping || undefined}
        onClick={() => {
          if (!flipping) onFlip();
        }}
        className={cn('w-full max-w-xs', !flipping && 'hover:-translate-y-0.5 active:translate-y-0')}
      >
        {t(flipping ? 'flippingButton' : 'flipButton')}
      </Button>
      <div aria-live="polite" aria-atomic="true" className="flex min-h-12 items-center justify-center gap-3">
        {result ? (
          <>
            <p className="text-xl font-bold text-fg">
              {beforeLabel}
              <span style={{ textDecorationColor: result.side.color }} className="underline decoration-4 underline-offset-4">
                <bdi>{result.side.label}</bdi>
              </span>
              {afterLabel}
            </p>
            <Button
              variant="secondary"
              size="xs"
              onClick={() => {
                onReset();
                flipButton.current?.focus();
              }}
            >
              {t('reset')}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
