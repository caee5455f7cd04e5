import { Button } from '@/components/ui/button';
import type { Notice } from '@/components/ui/notify';
import type toast from 'react-hot-toast';

type Toast = typeof toast;

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

