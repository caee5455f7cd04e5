'use client';

import { useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '@/components/i18n/use-t';
import { ColorInput, COLOR_INPUT_SETTING } from '@/components/ui/color-input';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { BLACK, normalizeHex, readableTextOn } from '@/lib/color';
import { THEME_SWATCHES } from '@/lib/wheel/constants';
import { useHostingStore, useThemeStore } from '@/components/wheel/use-wheel-stores';
import { QUICK_THEMES, THEME_COLOR_KEYS, type ThemeColorKey, type WheelTheme } from '@/lib/wheel/theme/theme';

type ThemeColors = Omit<WheelTheme, 'soundEnabled'>;

const COLOR_LABELS = {
  wheelBackground: 'wheelBackgroundColor',
  textColor: 'textColor',
  borderColor: 'borderColor',
  pointerColor: 'pointerColor',
} as const satisfies Record<ThemeColorKey, string>;

/**
 * Short names for the swatch targets: repeating the colour inputs' names on
 * the radios would give two controls the same label.
 */
const TARGET_LABELS = {
  wheelBackground: 'swatchTargetBackground',
  textColor: 'swatchTargetText',
  borderColor: 'swatchTargetBorder',
  pointerColor: 'swatchTargetPointer',
} as const satisfies Record<ThemeColorKey, string>;

const SECTION_HEADING = 'text-base font-semibold text-fg';

/** Stored colours may be #abc or lower case; compare them in the one normal form. */
function sameColor(a: string, b: string): boolean {
  const normal = normalizeHex(a);
  return normal !== null && normal === normalizeHex(b);
}

function QuickThemes({ colors, onApply }: { colors: ThemeColors; onApply: (colors: ThemeColors) => void }) {
  const t = useT('theme');
  return (
    <section className="space-y-2">
      <h3 className={SECTION_HEADING}>{t('quickThemes')}</h3>
      <div className="grid grid-cols-2 gap-2">
        {QUICK_THEMES.map((theme) => {
          const active = THEME_COLOR_KEYS.every((key) => sameColor(theme.colors[key], colors[key]));
          return (
            <button
              key={theme.text}
              type="button"
              aria-pressed={active}
              onClick={() => onApply(theme.colors)}
              className={cn(
                'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium text-fg hover:bg-surface-muted',
                active ? 'border-accent ring-2 ring-accent' : 'border-line-strong',
              )}
            >
              <span aria-hidden="true" className="flex overflow-hidden rounded border border-line-strong">
                {THEME_COLOR_KEYS.map((key) => (
                  <span key={key} className="h-5 w-3" style={{ backgroundColor: theme.colors[key] }} />
                ))}
              </span>
              {t(theme.text)}
            </button>
          );
        })}
      </div>
    </section>
  );
}

function ColorPicker({ colorKey, value, onChange }: { colorKey: ThemeColorKey; value: string; onChange: (hex: string) => void }) {
  const id = useId();
  const t = useT('theme');
  const hex = normalizeHex(value) ?? BLACK;
  return (
    <div className="flex items-center gap-3">
      <ColorInput id={id} className={COLOR_INPUT_SETTING} value={hex} onChange={onChange} />
      <label htmlFor={id} className="flex-1 text-sm font-medium text-fg">
        {t(COLOR_LABELS[colorKey])}
      </label>
      <span className="font-mono text-sm text-muted uppercase">{hex}</span>
    </div>
  );
}

function Swatches({ colors, onPick }: { colors: ThemeColors; onPick: (key: ThemeColorKey, hex: string) => void }) {
  // Background is the colour people most often want to change from a palette.
  const [target, setTarget] = useState<ThemeColorKey>('wheelBackground');
  const t = useT('theme');
  const targetOptions = THEME_COLOR_KEYS.map((key) => ({ value: key, label: t(TARGET_LABELS[key]) }));
  return (
    <section className="space-y-2">
      <h3 className={SECTION_HEADING}>{t('swatches')}</h3>
      <RadioCardGroup
        legend={t('applySwatchesTo')}
        look="plain"
        options={targetOptions}
        value={target}
        onChange={setTarget}
        className="flex flex-wrap gap-x-4 gap-y-1"
      />
      <div className="grid grid-cols-8 gap-2">
        {THEME_SWATCHES.map((hex) => {
          const pressed = sameColor(hex, colors[target]);
          return (
            <button
              key={hex}
              type="button"
              aria-label={t('useColor', { hex })}
              aria-pressed={pressed}
              onClick={() => onPick(target, hex)}
              className={cn(
                'flex aspect-square items-center justify-center rounded-md border border-line-stronger',
                pressed && 'ring-2 ring-accent ring-offset-2 ring-offset-surface',
              )}
              style={{ backgroundColor: hex, color: readableTextOn(hex) }}
            >
              {pressed ? <span aria-hidden="true">✓</span> : null}
            </button>
          );
        })}
      </div>
    </section>
  );
}

/** The Theme tab: quick themes, the four wheel colours, a swatch palette and the sound switch. */
export function ThemeTab() {
  const colors = useThemeStore(
    useShallow((s) => ({ wheelBackground: s.wheelBackground, textColor: s.textColor, borderColor: s.borderColor, pointerColor: s.pointerColor })),
  );
  const soundEnabled = useThemeStore((s) => s.soundEnabled);
  const { setColor, applyQuick, setSound } = useThemeStore(
    useShallow((s) => ({ setColor: s.setColor, applyQuick: s.applyQuick, setSound: s.setSound })),
  );
  const t = useT('theme');

  return (
    <div className="space-y-6">
      <QuickThemes colors={colors} onApply={applyQuick} />
      <section className="space-y-3">
        <h3 className={SECTION_HEADING}>{t('colors')}</h3>
        {THEME_COLOR_KEYS.map((key) => (
          <ColorPicker key={key} colorKey={key} value={colors[key]} onChange={(hex) => setColor(key, hex)} />
        ))}
      </section>
      <Swatches colors={colors} onPick={setColor} />
      <section className="space-y-2">
        <h3 className={SECTION_HEADING}>{t('soundAndCelebration')}</h3>
        <Switch label={t('soundEffects')} checked={soundEnabled} onCheckedChange={setSound} description={t('soundEffectsDescription')} />
        <ConfettiSwitch />
      </section>
    </div>
  );
}

function ConfettiSwitch() {
  const confetti = useHostingStore((s) => s.confetti);
  const setConfetti = useHostingStore((s) => s.setConfetti);
  const t = useT('theme');
  return <Switch label={t('confetti')} checked={confetti} onCheckedChange={setConfetti} description={t('confettiDescription')} />;
}
