'use client';

import { Button } from '@/components/ui/button';
import { isChunkLoadError } from '@/lib/browser/chunk-error';
import { changesUnsaved } from '@/lib/persist/unsaved';
import type { RecoveryTexts } from '@/components/layout/recovery-texts';

export interface RecoveryNoticeProps {
  error: unknown;
  /** Renders the failed part again without reloading; omitted where that cannot help. */
  onRetry?: () => void;
  /** A whole page failed (heading level 1) rather than one panel (level 2). */
  page?: boolean;
}

/**
 * What a visitor sees instead of a broken page or panel: what happened in plain
 * words, whether the entries are safe (saved in this browser's storage, which
 * a reload reads back, unless storage refused them this visit), and a way forward,
 * in the words of `shell` (the page's language).
 */
export function RecoveryNoticeView({ shell, error, onRetry, page = false }: RecoveryNoticeProps & { shell: RecoveryTexts }) {
  const updated = isChunkLoadError(error);
  const Heading = page ? 'h1' : 'h2';
  return (
    <div role="alert" className="rounded-xl border border-line-strong bg-note p-5 text-note-fg">
      <Heading className="text-lg font-bold">{updated ? shell.updatedHeading : shell.wentWrongHeading}</Heading>
      <p className="mt-2 text-muted">
        {updated ? shell.newerVersionPanel : shell.panelStopped} {changesUnsaved() ? shell.notSavingWarning : shell.savedReassurance}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>{shell.reloadPage}</Button>
        {onRetry && !updated ? (
          <Button variant="secondary" onClick={onRetry}>
            {shell.tryAgain}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
