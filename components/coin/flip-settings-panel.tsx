'use client';

import { useCoinStore } from '@/components/coin/use-coin-store';
import { RangeSlider } from '@/components/ui/range-slider';
import { FLIP_SETTING_RANGES } from '@/lib/coin/coin';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const turns = (n: number) => `${n} ${n === 1 ? 'turn' : 'turns'}`;
const pixels = (px: number) => `${px} px`;

export function FlipSettingsPanel() {
  const settings = useCoinStore((state) => state.settings);
  const updateSettings = useCoinStore((state) => state.updateSettings);
  return (
    <section aria-labelledby="flip-settings-heading" className="space-y-5">
      <h2 id="flip-settings-heading" className="text-lg font-bold text-slate-900">
        Flip Settings
      </h2>
      <RangeSlider
        label="Duration"
        value={settings.durationMs}
        {...FLIP_SETTING_RANGES.durationMs}
        format={seconds}
        onChange={(durationMs) => updateSettings({ durationMs })}
      />
      <RangeSlider
        label="Rotations"
        value={settings.rotations}
        {...FLIP_SETTING_RANGES.rotations}
        format={turns}
        onChange={(rotations) => updateSettings({ rotations })}
      />
      <RangeSlider
        label="Flip height"
        value={settings.heightPx}
        {...FLIP_SETTING_RANGES.heightPx}
        format={pixels}
        onChange={(heightPx) => updateSettings({ heightPx })}
      />
      <p className="text-sm text-slate-700">
        These settings only change how the flip looks. Every flip is an even 50/50 draw.
      </p>
    </section>
  );
}
