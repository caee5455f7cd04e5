import { Button } from '@/components/ui/button';
import type { ReactNode } from 'react';
import type toast from 'react-hot-toast';

type Toast = typeof toast;

/** What a toast says: its title, its description and, when it has one, its button. */
export interface ToastContent {
  title: string;
  /** Text, or text with an entry isolated in <bdi>. */
  description?: ReactNode;
  /** A button in the toast (Undo, Reload), which also closes it; its label may be a component that reads its own text. */
  action?: { label: ReactNode; run: () => void };
}

/** What every toast of the site shows: its title, its description and, when it has one, its button. */
export function toastBody(toast: Toast, { title, description, action }: ToastContent) {
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

