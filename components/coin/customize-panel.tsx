'use client';

import { useId } from 'react';
import { ColorField } from '@/components/ui/color-field';
import { useCoinStore } from '@/components/coin/use-coin-store';
import { Switch } from '@/components/ui/switch';
import type { CoinSideId } from '@/lib/coin/coin';

const SIDES: readonly { id: CoinSideId; name: string; colorKey: 'headsColor' | 'tailsColor' }[] = [
  { id: 'heads', name: 'Heads', colorKey: 'headsColor' },
  { id: 'tails', name: 'Tails', colorKey: 'tailsColor' },
];

function SideFields({ id, name, colorKey }: (typeof SIDES)[number]) {
  const labelId = useId();
  const label = useCoinStore((state) => state.labels[id]);
  const color = useCoinStore((state) => state.theme[colorKey]);
  const setLabel = useCoinStore((state) => state.setLabel);
  const updateTheme = useCoinStore((state) => state.updateTheme);
  return (
    <fieldset className="rounded-xl border border-line px-4 pb-4">
      <legend className="px-1 text-sm font-semibold text-fg">{name}</legend>
      <div className="space-y-3">
        <div className="space-y-1.5">
          <label htmlFor={labelId} className="block text-sm font-medium text-fg">
            {name} label
          </label>
          <input
            id={labelId}
            type="text"
            value={label}
            autoComplete="off"
            onChange={(event) => setLabel(id, event.target.value)}
            className="w-full rounded-md border border-line-strong bg-surface px-3 py-2 text-fg"
          />
        </div>
        <ColorField label={`${name} colour`} value={color} onChange={(hex) => updateTheme({ [colorKey]: hex })} />
      </div>
    </fieldset>
  );
}

export function CustomizePanel() {
  const edgeColor = useCoinStore((state) => state.theme.edgeColor);
  const soundEnabled = useCoinStore((state) => state.theme.soundEnabled);
  const updateTheme = useCoinStore((state) => state.updateTheme);
  return (
    <div className="space-y-6">
      <section aria-labelledby="coin-sides-heading" className="space-y-3">
        <h2 id="coin-sides-heading" className="text-lg font-bold text-fg">
          Coin Sides
        </h2>
        {SIDES.map((side) => (
          <SideFields key={side.id} {...side} />
        ))}
      </section>
      <section aria-labelledby="theme-settings-heading" className="space-y-4">
        <h2 id="theme-settings-heading" className="text-lg font-bold text-fg">
          Theme Settings
        </h2>
        <ColorField label="Edge colour" value={edgeColor} onChange={(hex) => updateTheme({ edgeColor: hex })} />
        <Switch
          label="Sound Effects"
          description="A flick and a landing sound with each flip."
          checked={soundEnabled}
          onCheckedChange={(checked) => updateTheme({ soundEnabled: checked })}
        />
      </section>
    </div>
  );
}
