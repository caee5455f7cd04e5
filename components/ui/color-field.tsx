'use client';

import { useId, useState } from 'react';
import { ColorInput, COLOR_INPUT_BESIDE_HEX } from '@/components/ui/color-input';
import { useT } from '@/components/i18n/use-t';
import { normalizeHex } from '@/lib/color';

/** What a visitor types may have spaces around it or leave out the `#`; both still read as the colour. */
function hexFromTyped(text: string): string | null {
  const typed = text.trim();
  return normalizeHex(typed.startsWith('#') ? typed : `#${typed}`);
}

interface ColorFieldProps {
  /** "Heads colour": names the picker; the hex box is "{label} hex". */
  label: string;
  /** A #RRGGBB colour. */
  value: string;
  /** Always `#RRGGBB`, upper case, from the picker and the box alike. */
  onChange: (hex: string) => void;
}

/**
 * A labelled colour picker with a hex text box beside it, for typing or
 * pasting an exact colour; the box applies a colour as soon as it reads as one.
 */
export function ColorField({ label, value, onChange }: ColorFieldProps) {
  const id = useId();
  const t = useT('ui');
  // What the visitor is typing; null shows the current colour.
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && hexFromTyped(draft) === null;

  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <ColorInput id={id} className={COLOR_INPUT_BESIDE_HEX} value={value} onChange={(hex) => onChange(normalizeHex(hex) ?? value)} />
        <input
          type="text"
          aria-label={t('colorHex', { label })}
          aria-invalid={invalid || undefined}
          spellCheck={false}
          autoComplete="off"
          value={draft ?? value}
          onChange={(event) => {
            setDraft(event.target.value);
            const hex = hexFromTyped(event.target.value);
            if (hex) onChange(hex);
          }}
          onBlur={() => setDraft(null)}
          className="w-24 rounded-md border border-line-strong bg-surface px-2 py-2 font-mono text-sm uppercase text-fg aria-[invalid=true]:border-red-600"
        />
      </div>
    </div>
  );
}
