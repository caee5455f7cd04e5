'use client';

import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface RadioCardOption<T extends string> {
  value: T;
  /** Names the radio. */
  label: ReactNode;
  /** A line under a card's label, read after the name as the radio's description. */
  description?: ReactNode;
}

const LOOKS = {
  /** Each option a bordered card that shows which one is chosen. */
  card: { group: '', legend: 'mb-2 font-semibold text-fg' },
  /** A row of plain radios under a small legend. */
  plain: { group: 'text-sm text-fg', legend: 'mb-1 font-medium' },
} as const;

const CARD = 'rounded-lg border p-2.5 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus';
const CARD_CHOSEN = 'border-accent bg-accent-soft';
const CARD_OTHER = 'border-line-strong bg-surface hover:bg-surface-muted';

interface RadioCardGroupProps<T extends string> {
  /** The group's visible name. */
  legend: ReactNode;
  options: readonly RadioCardOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The radios' shared name; a generated one when absent. */
  name?: string;
  look?: keyof typeof LOOKS;
  /** Lays out the options: grid columns or a wrapping row. */
  className?: string;
}

/**
 * One choice out of a few: native radio inputs, so arrow keys move the
 * choice and screen readers say "1 of 4", in a fieldset with the radiogroup
 * role named by its legend. A card without a description is all label, so a
 * press anywhere on it chooses; a description stays outside the label so it
 * does not become part of the radio's name.
 */
export function RadioCardGroup<T extends string>({ legend, options, value, onChange, name, look = 'card', className }: RadioCardGroupProps<T>) {
  const legendId = useId();
  const ownName = useId();
  const styles = LOOKS[look];
  return (
    <fieldset role="radiogroup" aria-labelledby={legendId} className={styles.group || undefined}>
      <legend id={legendId} className={styles.legend}>
        {legend}
      </legend>
      <div className={className}>
        {options.map((option) => {
          const chosen = option.value === value;
          // Only cards show a description.
          const descriptionId = look === 'card' && option.description ? `${legendId}-${option.value}` : undefined;
          const radio = (
            <input
              type="radio"
              name={name ?? ownName}
              value={option.value}
              checked={chosen}
              onChange={() => onChange(option.value)}
              aria-describedby={descriptionId}
              className="accent-brand-700"
            />
          );
          if (look === 'plain') {
            return (
              <label key={option.value} className="flex items-center gap-1.5">
                {radio}
                {option.label}
              </label>
            );
          }
          if (descriptionId) {
            return (
              <div key={option.value} className={cn('flex flex-col', CARD, chosen ? CARD_CHOSEN : CARD_OTHER)}>
                <label className="flex cursor-pointer items-center gap-2 font-semibold text-fg">
                  {radio}
                  {option.label}
                </label>
                <span id={descriptionId} className="mt-1 text-subtle">
                  {option.description}
                </span>
              </div>
            );
          }
          return (
            <label key={option.value} className={cn('flex cursor-pointer items-center gap-2 font-semibold text-fg', CARD, chosen ? CARD_CHOSEN : CARD_OTHER)}>
              {radio}
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
