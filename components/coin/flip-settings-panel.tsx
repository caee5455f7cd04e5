'use client';

import { useMemo } from 'react';
import { useCoinStore } from '@/components/coin/use-coin-store';
import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { RangeSlider } from '@/components/ui/range-slider';
import { FLIP_SETTING_RANGES } from '@/lib/coin/coin';
import { formatTenths } from '@/lib/i18n/format';
import { LANGUAGE_FACTS } from '@/lib/i18n/languages';

export function FlipSettingsPanel() {
  const t = useT('coin');
  const lang = useLang();
  const sliders = useMemo(() => {
    const { tag } = LANGUAGE_FACTS[lang];
    return [
      // Seconds always show one decimal, in the language's own decimal sign (2.0 s).
      { key: 'durationMs', label: t('durationSlider'), format: (ms: number) => t('durationValue', { seconds: formatTenths(Math.round(ms / 100), tag) }) },
      { key: 'rotations', label: t('rotationsSlider'), format: (n: number) => t('rotationsValue', { count: n }) },
      { key: 'heightPx', label: t('heightSlider'), format: (px: number) => t('heightValue', { px }) },
    ] as const;
  }, [t, lang]);
  const settings = useCoinStore((state) => state.settings);
  const updateSettings = useCoinStore((state) => state.updateSettings);
  return (
    <section aria-labelledby="flip-settings-heading" className="space-y-5">
      <h2 id="flip-settings-heading" className="text-lg font-bold text-fg">
        {t('flipSettingsHeading')}
      </h2>
      {sliders.map(({ key, label, format }) => (
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
        {t('flipSettingsNote')}
      </p>
    </section>
  );
}
