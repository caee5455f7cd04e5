'use client';

import { useT } from '@/components/i18n/use-t';
import { CountField } from '@/components/ui/count-field';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
import { useHostingStore } from '@/components/wheel/use-wheel-stores';
import { clampWinnersPerSpin, type AfterSpin } from '@/lib/wheel/hosting/after-spin';

/** The choices after a spin, in the order the cards show them. */
const AFTER_SPIN_LABELS = {
  keep: 'afterSpinKeep',
  hide: 'afterSpinHide',
  remove: 'afterSpinRemove',
} as const satisfies Record<AfterSpin, string>;

/**
 * For hosts: what happens to a winner after the spin (kept, hidden or
 * removed, so the wheel shrinks to the last one standing) and how many
 * different winners one press picks.
 */
export function HostingOptions({ visibleCount }: { visibleCount: number }) {
  const t = useT('hosting');
  const afterSpin = useHostingStore((s) => s.afterSpin);
  const setAfterSpin = useHostingStore((s) => s.setAfterSpin);
  const stored = useHostingStore((s) => s.winnersPerSpin);
  const setWinnersPerSpin = useHostingStore((s) => s.setWinnersPerSpin);
  const most = Math.max(1, visibleCount);
  const winnersPerSpin = clampWinnersPerSpin(stored, visibleCount);
  const choices = (Object.keys(AFTER_SPIN_LABELS) as AfterSpin[]).map((value) => ({ value, label: t(AFTER_SPIN_LABELS[value]) }));

  return (
    <div className="space-y-4">
      <RadioCardGroup
        legend={t('afterEachSpin')}
        name="after-spin"
        options={choices}
        value={afterSpin}
        onChange={setAfterSpin}
        className="grid gap-2 sm:grid-cols-3"
      />
      <CountField
        label={t('winnersPerSpin')}
        value={winnersPerSpin}
        most={most}
        onChange={(count) => setWinnersPerSpin(clampWinnersPerSpin(count, visibleCount))}
        hint={t('winnersPerSpinHint', { most })}
      />
    </div>
  );
}
