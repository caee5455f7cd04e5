'use client';

import { Button } from '@/components/ui/button';
import { isChunkLoadError } from '@/lib/browser/chunk-error';
import { changesUnsaved } from '@/lib/persist/unsaved';

interface RecoveryNoticeProps {
  error: unknown;
  /** Renders the failed part again without reloading; omitted where that cannot help. */
  onRetry?: () => void;
  /** A whole page failed (heading level 1) rather than one panel (level 2). */
  page?: boolean;
}

/**
 * What a visitor sees instead of a broken page or panel: what happened in plain
 * words, whether the entries are safe (saved in this browser's storage, which
 * a reload reads back, unless storage refused them this visit), and a way forward.
 */
export function RecoveryNotice({ error, onRetry, page = false }: RecoveryNoticeProps) {
  const updated = isChunkLoadError(error);
  const Heading = page ? 'h1' : 'h2';
  return (
    <div role="alert" className="rounded-xl border border-line-strong bg-note p-5 text-note-fg">
      <Heading className="text-lg font-bold">{updated ? 'SpinFair has been updated' : 'Something went wrong'}</Heading>
      <p className="mt-2 text-muted">
        {updated
          ? 'A newer version of the site is out, and this part of the page needs it. Reload to continue.'
          : 'This part of the page stopped working. Trying again usually fixes it.'}{' '}
        {changesUnsaved()
          ? 'This browser is not saving your latest changes, so a reload would lose them: copy out anything you need first.'
          : 'Your entries and settings are saved on this device and will be there after a reload.'}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        {onRetry && !updated ? (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    </div>
  );
}
