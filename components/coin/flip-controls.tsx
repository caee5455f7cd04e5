'use client';

import { useRef } from 'react';
import { cn } from '@/lib/cn';
import type { FlipResult } from '@/lib/coin/coin';

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
  const flipButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex w-full flex-col items-center gap-4">
      <button
        ref={flipButton}
        type="button"
        aria-disabled={flipping || undefined}
        onClick={() => {
          if (!flipping) onFlip();
        }}
        className={cn(
          'w-full max-w-xs rounded-full px-8 py-4 text-lg font-extrabold tracking-wide text-white shadow-lg transition-transform',
          flipping ? 'cursor-progress bg-slate-600' : 'bg-brand-700 hover:-translate-y-0.5 hover:bg-brand-800 active:translate-y-0',
        )}
      >
        {flipping ? 'Flipping...' : 'FLIP THE COIN!'}
      </button>
      <div aria-live="polite" aria-atomic="true" className="flex min-h-12 items-center justify-center gap-3">
        {result ? (
          <>
            <p className="text-xl font-bold text-slate-900">
              Result: <span style={{ textDecorationColor: result.side.color }} className="underline decoration-4 underline-offset-4">
                <bdi>{result.side.label}</bdi>
              </span>
            </p>
            <button
              type="button"
              onClick={() => {
                onReset();
                flipButton.current?.focus();
              }}
              className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
            >
              Reset
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
