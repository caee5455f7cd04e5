'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ModalDialog, useModalDialog } from '@/components/ui/modal-dialog';
import { Button } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import { entryLines } from '@/lib/wheel/entries/entry-lines';
import { useT } from '@/components/i18n/use-t';

interface AddManyDialogProps {
  /** The cleaned texts, one per non-blank line; the caller adds them and reports the count. */
  onAdd: (texts: string[]) => void;
  /** The dialog closed (added, Escape, Close or a click outside); the caller unmounts it. */
  onClose: () => void;
}

/**
 * The "Add many entries" dialog, open while mounted: paste a whole list, one
 * entry per line (any line ends; tabs read as spaces; blank lines skipped).
 * It counts the entries as they are typed, so the host sees what Add entries
 * will do. The caller owns the button that opens it, so this code can load
 * on first use.
 */
export function AddManyDialog({ onAdd, onClose }: AddManyDialogProps) {
  const t = useT('entries');
  const { dialogRef, open, close } = useModalDialog();
  const [text, setText] = useState('');
  const countId = useId();
  // Split once per text: Add entries and any render meanwhile reuse it (100,000 lines are a pass of their own).
  const texts = useMemo(() => entryLines(text), [text]);
  const count = texts.length;

  const boxRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    open();
    // The dialog would focus its first control, Close; the list box is what the host came for.
    boxRef.current?.focus();
  }, [open]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (texts.length === 0) return;
    onAdd(texts);
    close();
  };

  return (
    <ModalDialog dialogRef={dialogRef} title={t('addManyTitle')} onClose={onClose}>
      <form onSubmit={onSubmit} className="space-y-3">
        <textarea
          ref={boxRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label={t('addManyLabel')}
          aria-describedby={countId}
          rows={10}
          placeholder={t('addManyPlaceholder')}
          className={`${FIELD_CLASS} h-60 resize-y font-mono text-sm`}
        />
        <div className="flex items-center justify-between gap-3">
          <p id={countId} className="text-sm text-muted">
            {count === 0 ? t('addManyHint') : t('addManyCount', { count })}
          </p>
          <Button type="submit" disabled={count === 0} className="shrink-0">
            {t('addEntries')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
