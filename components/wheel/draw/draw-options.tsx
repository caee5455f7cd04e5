'use client';

import { formatCount } from '@/lib/format-count';
import { useId } from 'react';
import { FIELD_CLASS } from '@/components/ui/field';
import { useHostingStore } from '@/components/wheel/use-wheel-stores';
import { cn } from '@/lib/cn';
import { AFTER_SPIN_CHOICES, clampWinnersPerSpin } from '@/lib/wheel/winners';

/**
 * For hosts: what happens to a winner after the spin (kept, hidden or
 * removed, so the wheel shrinks to the last one standing) and how many
 * different winners one press draws.
 */
export function DrawOptions({ visibleCount }: { visibleCount: number }) {
  const afterSpin = useHostingStore((s) => s.afterSpin);
  const setAfterSpin = useHostingStore((s) => s.setAfterSpin);
  const stored = useHostingStore((s) => s.winnersPerSpin);
  const setWinnersPerSpin = useHostingStore((s) => s.setWinnersPerSpin);
  const labelId = useId();
  const countId = useId();
  const hintId = useId();
  const most = Math.max(1, visibleCount);
  const winnersPerSpin = clampWinnersPerSpin(stored, visibleCount);

  return (
    <div className="space-y-4">
      <div>
        <p id={labelId} className="mb-2 font-semibold text-fg">
          After each spin
        </p>
        <div role="radiogroup" aria-labelledby={labelId} className="grid gap-2 sm:grid-cols-3">
          {AFTER_SPIN_CHOICES.map(({ value, label }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border p-2.5 text-sm font-semibold text-fg has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus',
                afterSpin === value ? 'border-accent bg-accent-soft' : 'border-line-strong bg-surface hover:bg-surface-muted',
              )}
            >
              <input
                type="radio"
                name="after-spin"
                value={value}
                checked={afterSpin === value}
                onChange={() => setAfterSpin(value)}
                className="accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
      </div>
      <div>
        <label htmlFor={countId} className="mb-1 block font-semibold text-fg">
          Winners per spin
        </label>
        <input
          id={countId}
          type="number"
          inputMode="numeric"
          min={1}
          max={most}
          step={1}
          value={winnersPerSpin}
          aria-describedby={hintId}
          onChange={(event) => {
            const value = event.currentTarget.valueAsNumber;
            if (Number.isFinite(value)) setWinnersPerSpin(clampWinnersPerSpin(value, visibleCount));
          }}
          className={cn(FIELD_CLASS, 'max-w-32 tabular-nums')}
        />
        <p id={hintId} className="mt-1 text-sm text-subtle">
          One press draws this many different winners, one spin after another; each winner sits out the rest of that press. Up to{' '}
          {formatCount(most)} (the visible entries).
        </p>
      </div>
    </div>
  );
}
