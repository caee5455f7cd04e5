import type { ReactNode } from 'react';
import { withToast } from '@/components/ui/toast-module';

export interface Notice {
  title: string;
  /** Text, or text with an entry isolated in <bdi>. */
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  /** How long the toast stays; the toaster's default when absent. */
  durationMs?: number;
}

/** Shows a toast with a title and a description; errors are announced assertively. */
export function notify({ title, description, variant = 'default', durationMs }: Notice): void {
  const body = (
    <div>
      <p className="font-semibold">{title}</p>
      {description ? <p className="mt-0.5 text-muted">{description}</p> : null}
    </div>
  );
  withToast((toast) => {
    if (variant === 'destructive') toast.error(body, { duration: durationMs, ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
    else toast.success(body, { duration: durationMs });
  });
}
