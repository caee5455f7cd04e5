'use client';

import { useId, type Ref } from 'react';
import { cn } from '@/lib/cn';

interface SwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description?: string;
  /** The switch's button, for a caller that moves focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off toggle with role="switch", named by its visible label. */
export function Switch({ label, checked, onCheckedChange, description, ref }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-medium text-fg">
          {label}
        </label>
        {description ? <p className="text-sm text-subtle">{description}</p> : null}
      </div>
      <button
        ref={ref}
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          checked ? 'bg-brand-700' : 'bg-slate-400',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('inline-block h-6 w-6 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0')}
        />
      </button>
    </div>
  );
}
