import type { ReactNode } from 'react';
import { withToast } from '@/components/ui/toast-module';

export interface Notice {
  title: string;
  /** Text, or text with an entry isolated in <bdi>. */
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  /** How long the toast stays; the toaster's default when absent. */
  durationMs?: number;
  /** A button in the toast (Undo, Reload), which also closes it; its label may be a component that reads its own text. */
  action?: { label: ReactNode; run: () => void };
}

/** Shows a toast with a title and a description; errors are announced assertively. */
export function notify({ variant = 'default', durationMs, ...content }: Notice): void {
  withToast((toast, toastBody) => {
    const body = toastBody(toast, content);
    if (variant === 'destructive') return toast.error(body, { duration: durationMs, ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
    return toast.success(body, { duration: durationMs });
  });
}
