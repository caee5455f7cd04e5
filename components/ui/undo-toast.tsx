'use client';

import { withToast } from '@/components/ui/toast-module';
import { Button } from '@/components/ui/button';

export interface UndoNotice {
  title: string;
  description: string;
}

/** Long enough to read the notice, notice the change and reach the button. */
const UNDO_TOAST_MS = 15_000;

/** A toast that reports a change and offers "Undo", which runs `undo` and closes the toast. */
export function showUndoToast({ title, description }: UndoNotice, undo: () => void): void {
  withToast((toast) =>
    toast(
      (shown) => (
        <div className="flex items-center gap-3">
          <div>
            <p className="font-semibold">{title}</p>
            <p className="mt-0.5 text-muted">{description}</p>
          </div>
          <Button
            variant="secondary"
            size="xs"
            className="shrink-0"
            onClick={() => {
              undo();
              toast.dismiss(shown.id);
            }}
          >
            Undo
          </Button>
        </div>
      ),
      { duration: UNDO_TOAST_MS },
    ),
  );
}
