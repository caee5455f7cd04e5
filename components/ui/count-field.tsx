'use client';

import { useId, type ReactNode } from 'react';
import { FIELD_CLASS } from '@/components/ui/field';
import { cn } from '@/lib/cn';

interface CountFieldProps {
  label: string;
  value: number;
  most: number;
  /** Called with each whole number typed; a half-typed or empty field calls nothing. */
  onChange: (count: number) => void;
  /** The line under the field, read as its description. */
  hint: ReactNode;
  labelClassName?: string;
}

/** A whole number from 1 to `most` (how many winners): a number field with its label and its hint. */
export function CountField({ label, value, most, onChange, hint, labelClassName }: CountFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className={cn('mb-1 block font-semibold text-fg', labelClassName)}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={most}
        step={1}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => {
          const typed = event.currentTarget.valueAsNumber;
          if (Number.isFinite(typed)) onChange(Math.trunc(typed));
        }}
        className={cn(FIELD_CLASS, 'max-w-32 tabular-nums')}
      />
      <p id={hintId} className="mt-1 text-sm text-subtle">
        {hint}
      </p>
    </div>
  );
}
