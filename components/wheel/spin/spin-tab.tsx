'use client';

import { useMemo } from 'react';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
import { RangeSlider } from '@/components/ui/range-slider';
import { SLIDER_LIMITS, SPIN_MODES, type SpinMode } from '@/lib/wheel/constants';
import { useSpinSettingsStore } from '@/components/wheel/use-wheel-stores';
import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { LANGUAGE_FACTS, type Lang } from '@/lib/i18n/languages';
import { Button } from '@/components/ui/button';
import { HostingOptions } from '@/components/wheel/hosting/hosting-options';
import { lazyComponent } from '@/components/ui/lazy-component';
import { fetchDrawCode } from '@/components/wheel/draw/lazy-draw-store';

// A chunk of its own, fetched with the draw store's code as soon as this tab's own code has arrived (the
// tab's code is fetched once the page is idle): the draw's controls stay out of the page's first load,
// and are there, with the rest of the tab, at the tap that opens it.
const CheckableDrawPanel = lazyComponent(() =>
  Promise.all([import('@/components/wheel/draw/checkable-draw-panel'), fetchDrawCode()]).then(([m]) => m.CheckableDrawPanel),
);
if (typeof window !== 'undefined') CheckableDrawPanel.preload();

const MODE_TEXTS = {
  classic: { label: 'modeClassic', description: 'modeClassicDescription' },
  random: { label: 'modeRandom', description: 'modeRandomDescription' },
  'press-hold': { label: 'modePressHold', description: 'modePressHoldDescription' },
  flick: { label: 'modeFlick', description: 'modeFlickDescription' },
} as const satisfies Record<SpinMode, { label: string; description: string }>;

const SLIDERS = [
  { key: 'minVelocity', label: 'minimumSpeed', rate: false },
  { key: 'maxVelocity', label: 'maximumSpeed', rate: false },
  { key: 'accelerationRate', label: 'accelerationRate', rate: true },
  { key: 'decelerationRate', label: 'decelerationRate', rate: true },
] as const;

const toFixed3 = (value: number) => value.toFixed(3);
const rateFormats = new Map<Lang, (value: number) => string>();

/**
 * A rate with three decimals, in the page's language. English keeps toFixed: the browser's
 * number formatter costs tens of milliseconds on its first use on a phone.
 */
function rateFormat(lang: Lang): (value: number) => string {
  if (lang === 'en') return toFixed3;
  let format = rateFormats.get(lang);
  if (!format) {
    const numbers = new Intl.NumberFormat(LANGUAGE_FACTS[lang].tag, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    format = (value: number) => numbers.format(value);
    rateFormats.set(lang, format);
  }
  return format;
}

interface SpinButtonProps {
  spinning: boolean;
  progress: number;
  canSpin: boolean;
  onSpin: () => void;
}

interface SpinTabProps extends SpinButtonProps {
  /** How many entries are on the wheel: the most winners one press can draw. */
  visibleCount: number;
}

/** The Spin tab: mode, the four speed sliders, the spin button and its progress. */
export function SpinTab({ spinning, progress, canSpin, onSpin, visibleCount }: SpinTabProps) {
  const settings = useSpinSettingsStore((s) => s);
  const { setMode, setSlider } = settings;
  const t = useT('spin');
  const rate = rateFormat(useLang());
  const modeOptions = useMemo(
    () => SPIN_MODES.map((mode) => ({ value: mode, label: t(MODE_TEXTS[mode].label), description: t(MODE_TEXTS[mode].description) })),
    [t],
  );

  return (
    <div className="space-y-5">
      <SpinButton spinning={spinning} progress={progress} canSpin={canSpin} onSpin={onSpin} />
      <RadioCardGroup
        legend={t('spinMode')}
        name="spin-mode"
        options={modeOptions}
        value={settings.mode}
        onChange={setMode}
        className="grid grid-cols-2 gap-2"
      />

      {settings.mode === 'press-hold' ? (
        <p className="rounded-lg bg-note p-3 text-sm text-note-fg">{t('pressHoldTip')}</p>
      ) : null}
      {settings.mode === 'flick' ? (
        <p className="rounded-lg bg-note p-3 text-sm text-note-fg">{t('flickTip')}</p>
      ) : null}

      <div className="space-y-4">
        {SLIDERS.map(({ key, label, rate: isRate }) => (
          <RangeSlider
            key={key}
            label={t(label)}
            value={settings[key]}
            {...SLIDER_LIMITS[key]}
            format={isRate ? rate : String}
            onChange={(v) => setSlider(key, v)}
          />
        ))}
        <p className="text-xs text-subtle">{t('speedsNote')}</p>
      </div>

      <HostingOptions visibleCount={visibleCount} />

      <CheckableDrawPanel spinning={spinning} visibleCount={visibleCount} />

    </div>
  );
}

function SpinButton({ spinning, progress, canSpin, onSpin }: SpinButtonProps) {
  const t = useT('spin');
  return (
    <div className="space-y-2">
      <Button variant="hero" size="xl" className="w-full" onClick={onSpin} disabled={spinning || !canSpin}>
        {spinning ? t('spinningButton') : t('spinButton')}
      </Button>
      {spinning ? (
        <div
          role="progressbar"
          aria-label={t('spinProgress')}
          aria-valuemin={0}
          aria-valuemax={1}
          aria-valuenow={Number(progress.toFixed(2))}
          className="h-2 overflow-hidden rounded-full bg-line"
        >
          <div className="h-full bg-brand-600 transition-[width] duration-150" style={{ width: `${progress * 100}%` }} />
        </div>
      ) : null}
    </div>
  );
}
