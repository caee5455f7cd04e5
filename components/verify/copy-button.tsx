'use client';

import { notify } from '@/components/ui/notify';

interface CopyButtonProps {
  text: string;
  label: string;
  /** What the toast calls the copied thing, e.g. "Code". */
  what: string;
}

/** Puts the text on the clipboard and says whether it worked. */
export function CopyButton({ text, label, what }: CopyButtonProps) {
  const copy = async () => {
    try {
      // navigator.clipboard is missing outside secure contexts; the TypeError lands in the catch.
      await navigator.clipboard.writeText(text);
      notify({ title: `${what} Copied`, description: `${what} copied to the clipboard.` });
    } catch {
      notify({ title: 'Copy Failed', description: 'Your browser did not allow copying. Select the text and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="rounded-lg border border-line-strong bg-surface px-3 py-1.5 text-sm font-semibold text-fg transition-colors hover:bg-surface-strong"
    >
      {label}
    </button>
  );
}
