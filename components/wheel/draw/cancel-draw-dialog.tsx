'use client';

import { useEffect, useId, useRef } from 'react';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';

interface CancelDrawDialogProps {
  open: boolean;
  winnersDrawn: number;
  onKeep: () => void;
  onCancelDraw: () => void;
}

/**
 * Asks before a sealed draw is cancelled: its commitment may already be
 * public, so cancelling keeps a cancelled record rather than a clean slate.
 * A modal alert dialog; Escape and "Keep drawing" leave the draw as it is.
 */
export function CancelDrawDialog({ open, winnersDrawn, onKeep, onCancelDraw }: CancelDrawDialogProps) {
  const t = useT('draw');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onKeep}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-surface p-5 text-fg shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t('cancelTitle')}
      </h2>
      <p id={textId} className="mt-2 text-sm text-muted">
        {t('cancelText', { count: winnersDrawn, drawn: String(winnersDrawn) })}
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {/* First, so Enter or a quick tap keeps the draw. */}
        <Button variant="secondary" size="sm" onClick={onKeep} autoFocus>
          {t('keepDrawing')}
        </Button>
        <Button size="sm" onClick={onCancelDraw}>
          {t('cancelTheDraw')}
        </Button>
      </div>
    </dialog>
  );
}
