'use client';

import { RadioCardGroup } from '@/components/ui/radio-card-group';
import { RangeSlider } from '@/components/ui/range-slider';
import { SLIDER_LIMITS, SPIN_MODES, type SpinMode } from '@/lib/wheel/constants';
import { useSpinSettingsStore } from '@/components/wheel/use-wheel-stores';
import { Button } from '@/components/ui/button';
import { DrawOptions } from '@/components/wheel/draw/draw-options';
import { lazyComponent } from '@/components/ui/lazy-component';
import { fetchDrawCode } from '@/components/wheel/draw/use-draw-store';

// A chunk of its own, fetched with the draw store's code when the Spin tab first opens: the draw's controls stay out of the page's first load.
const CheckableDrawPanel = lazyComponent(() =>
  Promise.all([import('@/components/wheel/draw/checkable-draw-panel'), fetchDrawCode()]).then(([m]) => m.CheckableDrawPanel),
);

const MODE_LABELS: Record<SpinMode, { label: string; description: string }> = {
  classic: { label: 'Classic', description: 'A random speed between your minimum and maximum.' },
  random: { label: 'Random', description: 'Also starts from a random extra turn of up to half a revolution.' },
  'press-hold': { label: 'Press and hold', description: 'Hold the wheel to build speed, then let go.' },
  flick: { label: 'Flick', description: 'Grab the wheel and flick it; a harder flick spins longer.' },
};

const MODE_OPTIONS = SPIN_MODES.map((mode) => ({ value: mode, ...MODE_LABELS[mode] }));

const rate = (v: number) => v.toFixed(3);

const SLIDERS = [
  { key: 'minVelocity', label: 'Minimum speed', format: String },
  { key: 'maxVelocity', label: 'Maximum speed', format: String },
  { key: 'accelerationRate', label: 'Acceleration rate', format: rate },
  { key: 'decelerationRate', label: 'Deceleration rate', format: rate },
] as const;

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

  return (
    <div className="space-y-5">
      <SpinButton spinning={spinning} progress={progress} canSpin={canSpin} onSpin={onSpin} />
      <RadioCardGroup
        legend="Spin mode"
        name="spin-mode"
        options={MODE_OPTIONS}
        value={settings.mode}
        onChange={setMode}
        className="grid grid-cols-2 gap-2"
      />

      {settings.mode === 'press-hold' ? (
        <p className="rounded-lg bg-note p-3 text-sm text-note-fg">
          Tip: press and hold the wheel to build up speed, then release it. On a keyboard, hold Space on the wheel.
        </p>
      ) : null}
      {settings.mode === 'flick' ? (
        <p className="rounded-lg bg-note p-3 text-sm text-note-fg">Tip: grab the wheel and flick it around its centre to spin.</p>
      ) : null}

      <div className="space-y-4">
        {SLIDERS.map(({ key, label, format }) => (
          <RangeSlider key={key} label={label} value={settings[key]} {...SLIDER_LIMITS[key]} format={format} onChange={(v) => setSlider(key, v)} />
        ))}
        <p className="text-xs text-subtle">Speeds and modes change how the spin looks and feels. Every visible entry always has the same chance.</p>
      </div>

      <DrawOptions visibleCount={visibleCount} />

      <CheckableDrawPanel spinning={spinning} visibleCount={visibleCount} />

    </div>
  );
}

function SpinButton({ spinning, progress, canSpin, onSpin }: SpinButtonProps) {
  return (
    <div className="space-y-2">
      <Button variant="hero" size="xl" className="w-full" onClick={onSpin} disabled={spinning || !canSpin}>
        {spinning ? 'Spinning...' : 'SPIN THE WHEEL!'}
      </Button>
      {spinning ? (
        <div
          role="progressbar"
          aria-label="Spin progress"
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
