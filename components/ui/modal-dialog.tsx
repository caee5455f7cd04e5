'use client';

import { useCallback, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/components/i18n/use-t';

/** Opens and closes a native modal dialog: showModal makes the page behind it inert and gives Escape for free. */
export function useModalDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const open = useCallback(() => {
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
  }, []);
  const close = useCallback(() => dialogRef.current?.close(), []);
  return { dialogRef, open, close };
}

interface ModalDialogProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  onClose?: () => void;
  children: ReactNode;
}

/**
 * A titled modal dialog with a Close button. A click on the backdrop closes
 * it; the browser gives focus back to the control that opened it.
 */
export function ModalDialog({ dialogRef, title, onClose, children }: ModalDialogProps) {
  const titleId = useId();
  const t = useT('ui');
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialogRef.current) dialogRef.current?.close();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] rounded-xl bg-surface p-0 text-fg shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="space-y-4 p-5">
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <Button variant="secondary" onClick={() => dialogRef.current?.close()}>
            {t('close')}
          </Button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
