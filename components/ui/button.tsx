import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const VARIANTS = {
  /** The brand action: filled, white text. */
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-50 disabled:hover:bg-brand-700',
  /** A quieter action beside a primary one: outlined on the surface colour. */
  secondary: 'border border-line-strong bg-surface text-fg hover:bg-surface-strong disabled:opacity-50 disabled:hover:bg-surface',
  /** The page's one big action (spin, flip): grey while it cannot run or is running. */
  hero: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-500 aria-disabled:cursor-progress aria-disabled:bg-slate-600',
} as const;

const SIZES = {
  /** Beside a result line. */
  xs: 'rounded-lg px-3 py-1.5 text-sm font-semibold',
  /** Tool panels: results and history actions. */
  sm: 'rounded-lg px-3 py-2 text-sm font-semibold',
  /** Level with a text field beside it. */
  field: 'rounded-lg px-4 py-2 font-semibold',
  /** Cards. */
  md: 'rounded-lg px-4 py-2.5 text-sm font-semibold',
  /** A page's call to action. */
  lg: 'rounded-lg px-5 py-3 font-semibold',
  /** The wheel's spin button. */
  xl: 'rounded-xl px-6 py-4 text-lg font-extrabold tracking-wide shadow',
  /** The coin's flip button. */
  pill: 'rounded-full px-8 py-4 text-lg font-extrabold tracking-wide shadow-lg',
} as const;

type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * The class list of a button. Only the button primitives here use it (Button,
 * AsButton, FileButton), so every control that looks like a button gets its
 * look from one place and pages never rebuild it by hand.
 */
export function buttonClass({ variant = 'primary', size = 'sm', className }: ButtonStyle = {}): string {
  return cn(
    'inline-flex items-center justify-center transition disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

type ButtonProps = ComponentProps<'button'> & ButtonStyle;

/** A `<button type="button">` (unless given another type) in one of the site's button styles. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
