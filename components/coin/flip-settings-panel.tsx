'use client';

import { useCoinStore } from '@/components/coin/use-coin-store';
import { RangeSlider } from '@/components/ui/range-slider';
import { FLIP_SETTING_RANGES } from '@/lib/coin/coin';

const SLIDERS = [
  { key: 'durationMs', label: 'Duration', format: (ms: number) => `${(ms / 1000).toFixed(1)} s` },
  { key: 'rotations', label: 'Rotations', format: (n: number) => `${n} ${n === 1 ? 'turn' : 'turns'}` },
  { key: 'heightPx', label: 'Flip height', format: (px: number) => `${px} px` },
] as const;

export function FlipSettingsPanel() {
  const settings = useCoinStore((state) => state.settings);
  const updateSettings = useCoinStore((state) => state.updateSettings);
  return (
    <section aria-labelledby="flip-settings-heading" className="space-y-5">
      <h2 id="flip-settings-heading" className="text-lg font-bold text-fg">
        Flip Settings
      </h2>
      {SLIDERS.map(({ key, label, format }) => (
        <RangeSlider
          key={key}
          label={label}
          value={settings[key]}
          {...FLIP_SETTING_RANGES[key]}
          format={format}
          onChange={(value) => updateSettings({ [key]: value })}
        />
      ))}
      <p className="text-sm text-muted">
        These settings only change how the flip looks. Every flip is an even 50/50 draw.
      </p>
    </section>
  );
}
