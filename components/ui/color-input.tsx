'use client';

import { BLACK, normalizeHex } from '@/lib/color';

const SIZES = {
  /** A list row's swatch, on the row's own background. */
  row: 'h-7 w-7 shrink-0 cursor-pointer rounded border border-line-strong bg-transparent p-0',
  /** Beside its label in a list of settings. */
  md: 'h-9 w-12 shrink-0 cursor-pointer rounded border border-line-strong bg-surface p-0.5',
  /** Beside a hex text box. */
  lg: 'h-10 w-12 cursor-pointer rounded-md border border-line-strong bg-surface p-1',
} as const;

interface ColorInputProps {
  /** Any stored colour (#abc, upper or lower case); shown as black when it is not a hex colour. */
  value: string;
  /** The picked colour as the picker gives it, `#rrggbb`. */
  onChange: (hex: string) => void;
  size: keyof typeof SIZES;
  /** For a visible <label htmlFor>. */
  id?: string;
  /** The name when there is no visible label. */
  'aria-label'?: string;
}

/**
 * The browser's colour picker. It only takes `#rrggbb`, and a value in any
 * other form leaves it blank or black with a console warning, so the value is
 * put in that form first. Plain markup, cheap enough for every row of a long
 * list.
 */
export function ColorInput({ value, onChange, size, ...named }: ColorInputProps) {
  return (
    <input
      type="color"
      {...named}
      value={normalizeHex(value) ?? BLACK}
      onChange={(event) => onChange(event.target.value)}
      className={SIZES[size]}
    />
  );
}
