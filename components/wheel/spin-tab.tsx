'use client';

import { RangeSlider } from '@/components/ui/range-slider';
import { SLIDER_LIMITS, SPIN_MODES, type SpinMode } from '@/lib/wheel/constants';
import { useSpinSettingsStore } from '@/components/wheel/use-wheel-stores';
import { cn } from '@/lib/cn';

const MODE_LABELS: Record<SpinMode, { label: string; blurb: string }> = {
  classic: { label: 'Classic', blurb: 'A random speed between your minimum and maximum.' },
  random: { label: 'Random', blurb: 'Also starts from a random extra turn of up to half a revolution.' },
  'press-hold': { label: 'Press and hold', blurb: 'Hold the wheel to build speed, then let go.' },
  flick: { label: 'Flick', blurb: 'Grab the wheel and flick it; a harder flick spins longer.' },
};

interface SpinTabProps {
  spinning: boolean;
  progress: number;
  canSpin: boolean;
  onSpin: () => void;
}

/** The Spin tab: mode, the four speed sliders, the spin button and its progress. */
export function SpinTab({ spinning, progress, canSpin, onSpin }: SpinTabProps) {
  const settings = useSpinSettingsStore((s) => s);
  const { setMode, setSlider } = settings;

  return (
    <div className="space-y-5">
      <SpinButton spinning={spinning} progress={progress} canSpin={canSpin} onSpin={onSpin} />
      <div>
        <p id="spin-mode-label" className="mb-2 font-semibold text-slate-900">
          Spin mode
        </p>
        <div role="radiogroup" aria-labelledby="spin-mode-label" className="grid grid-cols-2 gap-2">
          {SPIN_MODES.map((mode) => (
            <div
              key={mode}
              className={cn(
                'flex flex-col rounded-lg border p-2.5 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600',
                settings.mode === mode ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <label className="flex cursor-pointer items-center gap-2 font-semibold text-slate-900">
                <input
                  type="radio"
                  name="spin-mode"
                  value={mode}
                  checked={settings.mode === mode}
                  onChange={() => setMode(mode)}
                  aria-describedby={`spin-mode-${mode}`}
                  className="accent-brand-700"
                />
                {MODE_LABELS[mode].label}
              </label>
              <span id={`spin-mode-${mode}`} className="mt-1 text-slate-600">
                {MODE_LABELS[mode].blurb}
              </span>
            </div>
          ))}
        </div>
      </div>

      {settings.mode === 'press-hold' ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Tip: press and hold the wheel to build up speed, then release it. On a keyboard, hold Space on the wheel.
        </p>
      ) : null}
      {settings.mode === 'flick' ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">Tip: grab the wheel and flick it around its centre to spin.</p>
      ) : null}

      <div className="space-y-4">
        <RangeSlider label="Minimum speed" value={settings.minVelocity} {...SLIDER_LIMITS.minVelocity} onChange={(v) => setSlider('minVelocity', v)} />
        <RangeSlider label="Maximum speed" value={settings.maxVelocity} {...SLIDER_LIMITS.maxVelocity} onChange={(v) => setSlider('maxVelocity', v)} />
        <RangeSlider
          label="Acceleration rate"
          value={settings.accelerationRate}
          {...SLIDER_LIMITS.accelerationRate}
          format={(v) => v.toFixed(3)}
          onChange={(v) => setSlider('accelerationRate', v)}
        />
        <RangeSlider
          label="Deceleration rate"
          value={settings.decelerationRate}
          {...SLIDER_LIMITS.decelerationRate}
          format={(v) => v.toFixed(3)}
          onChange={(v) => setSlider('decelerationRate', v)}
        />
        <p className="text-xs text-slate-600">Speeds and modes change how the spin looks and feels. Every visible entry always has the same chance.</p>
      </div>

    </div>
  );
}

export function SpinButton({ spinning, progress, canSpin, onSpin }: SpinTabProps) {
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={onSpin}
        disabled={spinning || !canSpin}
        className="w-full rounded-xl bg-brand-700 px-6 py-4 text-lg font-extrabold tracking-wide text-white shadow hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-500"
      >
        {spinning ? 'Spinning...' : 'SPIN THE WHEEL!'}
      </button>
      {spinning ? (
        <div
          role="progressbar"
          aria-label="Spin progress"
          aria-valuemin={0}
          aria-valuemax={1}
          aria-valuenow={Number(progress.toFixed(2))}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand-600 transition-[width] duration-150" style={{ width: `${progress * 100}%` }} />
        </div>
      ) : null}
    </div>
  );
}
