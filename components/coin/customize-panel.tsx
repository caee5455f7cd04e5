'use client';

import { useId } from 'react';
import { ColorField } from '@/components/ui/color-field';
import { useCoinStore } from '@/components/coin/use-coin-store';
import { useDefaultLabels } from '@/components/coin/use-default-labels';
import { useT } from '@/components/i18n/use-t';
import { Switch } from '@/components/ui/switch';
import type { CoinSideId } from '@/lib/coin/coin';

const SIDES = [
  { id: 'heads', colorKey: 'headsColor', texts: { name: 'headsSide', labelField: 'headsLabelField', color: 'headsColor' } },
  { id: 'tails', colorKey: 'tailsColor', texts: { name: 'tailsSide', labelField: 'tailsLabelField', color: 'tailsColor' } },
] as const satisfies readonly { id: CoinSideId; colorKey: 'headsColor' | 'tailsColor'; texts: object }[];

/** A side's name, label and colour; an unnamed side's field shows its default label. */
function SideFields({ id, colorKey, texts }: (typeof SIDES)[number]) {
  const t = useT('coin');
  const labelId = useId();
  const defaultLabels = useDefaultLabels();
  const label = useCoinStore((state) => state.labels[id]) ?? defaultLabels[id];
  const color = useCoinStore((state) => state.theme[colorKey]);
  const setLabel = useCoinStore((state) => state.setLabel);
  const updateTheme = useCoinStore((state) => state.updateTheme);
  return (
    <fieldset className="rounded-xl border border-line px-4 pb-4">
      <legend className="px-1 text-sm font-semibold text-fg">{t(texts.name)}</legend>
      <div className="space-y-3">
        <div className="space-y-1.5">
          <label htmlFor={labelId} className="block text-sm font-medium text-fg">
            {t(texts.labelField)}
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
        <ColorField label={t(texts.color)} value={color} onChange={(hex) => updateTheme({ [colorKey]: hex })} />
      </div>
    </fieldset>
  );
}

export function CustomizePanel() {
  const t = useT('coin');
  const edgeColor = useCoinStore((state) => state.theme.edgeColor);
  const soundEnabled = useCoinStore((state) => state.theme.soundEnabled);
  const updateTheme = useCoinStore((state) => state.updateTheme);
  return (
    <div className="space-y-6">
      <section aria-labelledby="coin-sides-heading" className="space-y-3">
        <h2 id="coin-sides-heading" className="text-lg font-bold text-fg">
          {t('coinSidesHeading')}
        </h2>
        {SIDES.map((side) => (
          <SideFields key={side.id} {...side} />
        ))}
      </section>
      <section aria-labelledby="theme-settings-heading" className="space-y-4">
        <h2 id="theme-settings-heading" className="text-lg font-bold text-fg">
          {t('themeSettingsHeading')}
        </h2>
        <ColorField label={t('edgeColor')} value={edgeColor} onChange={(hex) => updateTheme({ edgeColor: hex })} />
        <Switch
          label={t('soundEffects')}
          description={t('soundEffectsDescription')}
          checked={soundEnabled}
          onCheckedChange={(checked) => updateTheme({ soundEnabled: checked })}
        />
      </section>
    </div>
  );
}
