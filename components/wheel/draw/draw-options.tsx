'use client';

import { formatCount } from '@/lib/format-count';
import { CountField } from '@/components/ui/count-field';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
import { useHostingStore } from '@/components/wheel/use-wheel-stores';
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
      <CountField
        label="Winners per spin"
        value={winnersPerSpin}
        most={most}
        onChange={(count) => setWinnersPerSpin(clampWinnersPerSpin(count, visibleCount))}
        hint={`One press draws this many different winners, one spin after another; each winner sits out the rest of that press. Up to ${formatCount(most)} (the visible entries).`}
      />
    </div>
  );
}
