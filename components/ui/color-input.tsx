'use client';

import { BLACK, normalizeHex } from '@/lib/color';

/** The looks a picker takes; each caller names its own, so a page ships only the classes it uses. */
export const COLOR_INPUT_ROW = 'h-7 w-7 shrink-0 cursor-pointer rounded border border-line-strong bg-transparent p-0';
export const COLOR_INPUT_SETTING = 'h-9 w-12 shrink-0 cursor-pointer rounded border border-line-strong bg-surface p-0.5';
export const COLOR_INPUT_BESIDE_HEX = 'h-10 w-12 cursor-pointer rounded-md border border-line-strong bg-surface p-1';

interface ColorInputProps {
  /** Any stored colour (#abc, upper or lower case); shown as black when it is not a hex colour. */
  value: string;
  /** The picked colour as the picker gives it, `#rrggbb`. */
  onChange: (hex: string) => void;
  /** One of the COLOR_INPUT_* looks. */
  className: string;
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
export function ColorInput({ value, onChange, className, ...named }: ColorInputProps) {
  return (
    <input
      type="color"
      {...named}
      value={normalizeHex(value) ?? BLACK}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    />
  );
}
