import type { ToastContent } from '@/components/ui/toast-body';
import { withToast } from '@/components/ui/toast-module';

export interface Notice extends ToastContent {
  variant?: 'default' | 'destructive';
  /** How long the toast stays; the toaster's default when absent. */
  durationMs?: number;
}

/** Shows a toast with a title and a description; errors are announced assertively. */
export function notify({ variant = 'default', durationMs, ...content }: Notice): void {
  withToast((toast, toastBody) => {
    const body = toastBody(toast, content);
    if (variant === 'destructive') return toast.error(body, { duration: durationMs, ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
    return toast.success(body, { duration: durationMs });
  });
}
