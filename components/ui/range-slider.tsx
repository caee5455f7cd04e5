'use client';

import { useId } from 'react';

interface RangeSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** How the current value reads next to the label, e.g. "2.0 s". */
  format?: (value: number) => string;
  disabled?: boolean;
}

/** A native range input (role="slider") with its label and current value. */
export function RangeSlider({ label, value, min, max, step, onChange, format = String, disabled }: RangeSliderProps) {
  const id = useId();
  const shown = format(value);
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium text-fg">
          {label}
        </label>
        <output htmlFor={id} className="tabular-nums text-muted">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-brand-700 disabled:opacity-50"
      />
    </div>
  );
}
