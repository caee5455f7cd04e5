'use client';

import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button, type ButtonSize } from '@/components/ui/button';

interface DialogButtonProps {
  children: ReactNode;
  size?: ButtonSize;
  /** Fetches the dialog's code; called as the pointer or focus reaches the button, so a press rarely waits. */
  preload: () => unknown;
  /** The dialog, open while mounted; its `onClose` unmounts it and puts focus back on the button. */
  dialog: ComponentType<{ onClose: () => void }>;
}

/** A button that opens a dialog whose code loads on first use, not with the page. */
export function DialogButton({ children, size, preload, dialog: Dialog }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        size={size}
        aria-haspopup="dialog"
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      {open ? <Dialog onClose={close} /> : null}
    </>
  );
}
