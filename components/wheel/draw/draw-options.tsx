'use client';

import { formatCount } from '@/lib/format-count';
import { useId } from 'react';
import { FIELD_CLASS } from '@/components/ui/field';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
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
  const countId = useId();
  const hintId = useId();
  const most = Math.max(1, visibleCount);
  const winnersPerSpin = clampWinnersPerSpin(stored, visibleCount);

  return (
    <div className="space-y-4">
      <RadioCardGroup
        legend="After each spin"
        name="after-spin"
        options={AFTER_SPIN_CHOICES}
        value={afterSpin}
        onChange={setAfterSpin}
        className="grid gap-2 sm:grid-cols-3"
      />
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
