'use client';

import { useT } from '@/components/i18n/use-t';
import { withToast } from '@/components/ui/toast-module';

export interface UndoNotice {
  title: string;
  description: string;
}

/** Long enough to read the notice, notice the change and reach the button. */
const UNDO_TOAST_MS = 15_000;

/** The toast's button text, read where the toaster renders it, in the page's language. */
function UndoLabel() {
  const t = useT('ui');
  return <>{t('undo')}</>;
}

/** A toast that reports a change and offers "Undo", which closes the toast and runs `undo`. */
export function showUndoToast({ title, description }: UndoNotice, undo: () => void): void {
  withToast((toast, toastBody) => toast(toastBody(toast, { title, description, action: { label: <UndoLabel />, run: undo } }), { duration: UNDO_TOAST_MS }));
}
