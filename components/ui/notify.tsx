import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
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

type Toast = Parameters<Parameters<typeof withToast>[0]>[0];

/** What every toast of the site shows: its title, its description and, when it has one, its button. */
export function toastBody(toast: Toast, { title, description, action }: Pick<Notice, 'title' | 'description' | 'action'>) {
  const text = (
    <div>
      <p className="font-semibold">{title}</p>
      {description ? <p className="mt-0.5 text-muted">{description}</p> : null}
    </div>
  );
  if (!action) return text;
  return function ToastWithButton(shown: { id: string }) {
    return (
      <div className="flex items-center gap-3">
        {text}
        <Button
          variant="secondary"
          size="xs"
          className="shrink-0"
          onClick={() => {
            toast.dismiss(shown.id);
            action.run();
          }}
        >
          {action.label}
        </Button>
      </div>
    );
  };
}

/** Shows a toast with a title and a description; errors are announced assertively. */
export function notify({ variant = 'default', durationMs, ...content }: Notice): void {
  withToast((toast) => {
    const body = toastBody(toast, content);
    if (variant === 'destructive') return toast.error(body, { duration: durationMs, ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
    return toast.success(body, { duration: durationMs });
  });
}
