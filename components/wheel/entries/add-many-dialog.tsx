'use client';

import { useEffect, useId, useMemo, useRef, useState, type ClipboardEvent, type DragEvent, type FormEvent, type Ref } from 'react';
import { ModalDialog, useModalDialog } from '@/components/ui/modal-dialog';
import { Button } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import { countLinesAndEntries, entryLines, splitLines } from '@/lib/wheel/entries/entry-lines';
import { hasLines, HOLD_FROM_LINES, pastedInto } from '@/lib/wheel/entries/long-paste';
import { yieldToPage } from '@/lib/yield-to-page';
import { useT } from '@/components/i18n/use-t';

interface AddManyDialogProps {
  /** The texts, one per line (the box's cleaned, a long paste's as they are: adding cleans them and skips blank ones); the caller adds them and reports the count. */
  onAdd: (texts: string[]) => void;
  /** The dialog closed (added, Escape, Close or a click outside); the caller unmounts it. */
  onClose: () => void;
}

/** How many of a long paste's first lines are shown in its place. */
const PREVIEW_LINES = 5;

/**
 * The "Add many entries" dialog, open while mounted: paste a whole list, one
 * entry per line (any line ends; tabs read as spaces; blank lines skipped).
 * It counts the entries as they are typed, so the host sees what Add entries
 * will do. A paste (or a drop) that makes the box HOLD_FROM_LINES lines or
 * longer is kept aside with what was typed around it, its first lines shown in
 * place of the box, so 100,000 lines never hold up the page; "Clear the pasted
 * lines" brings back an empty box. The caller owns the button that opens it,
 * so this code can load on first use.
 */
export function AddManyDialog({ onAdd, onClose }: AddManyDialogProps) {
  const t = useT('entries');
  const { dialogRef, open, close } = useModalDialog();
  const [text, setText] = useState('');
  /** A long text kept out of the box, or null while the box holds everything. */
  const [held, setHeld] = useState<string | null>(null);
  const countId = useId();
  // The box's text split once per change, for Add entries and any render meanwhile; a long paste is
  // only counted (see useHeldCounts) and split when added.
  const texts = useMemo(() => entryLines(text), [text]);
  const heldCounts = useHeldCounts(held);
  /** How many entries Add entries adds; null while a long paste is being counted. */
  const count = held === null ? texts.length : (heldCounts?.entries ?? null);

  const boxRef = useRef<HTMLTextAreaElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<'box' | 'held' | null>(null);

  useEffect(() => {
    open();
    // The dialog would focus its first control, Close; the list box is what the host came for.
    boxRef.current?.focus();
  }, [open]);

  // The box comes and goes with a long paste: focus goes to what replaces it, Add entries (or, with
  // nothing but blank lines pasted, the way back to the box).
  useEffect(() => {
    const to = focusAfterRender.current;
    focusAfterRender.current = null;
    if (to === 'box') boxRef.current?.focus();
    if (to === 'held') addRef.current?.focus();
  }, [held]);

  // A paste of nothing but blank lines turns Add entries off once counted: focus goes to the way back to the box.
  useEffect(() => {
    if (heldCounts?.entries === 0 && document.activeElement === addRef.current) clearRef.current?.focus();
  }, [heldCounts]);

  /** Keeps the box's text with `incoming` in it aside, if that makes a long list; true when it did. */
  const holdIfLong = (box: HTMLTextAreaElement, incoming: string, start: number, end: number) => {
    const whole = pastedInto(box.value, incoming, start, end);
    if (!hasLines(whole, HOLD_FROM_LINES)) return false;
    focusAfterRender.current = 'held';
    setHeld(whole);
    setText('');
    return true;
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const box = event.currentTarget;
    if (holdIfLong(box, event.clipboardData.getData('text/plain'), box.selectionStart, box.selectionEnd)) event.preventDefault();
  };

  // A dropped text would land where it is dropped; a long one joins the end of what is there.
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const box = event.currentTarget;
    const dropped = event.dataTransfer.getData('text/plain');
    const joint = box.value && !/[\r\n]$/.test(box.value) ? '\n' : '';
    if (dropped && holdIfLong(box, joint + dropped, box.value.length, box.value.length)) event.preventDefault();
  };

  const clearHeld = () => {
    focusAfterRender.current = 'box';
    setHeld(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (count === 0) return;
    onAdd(held === null ? texts : splitLines(held));
    close();
  };

  return (
    <ModalDialog dialogRef={dialogRef} title={t('addManyTitle')} onClose={onClose}>
      <form onSubmit={onSubmit} className="space-y-3">
        {held === null ? (
          <textarea
            ref={boxRef}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onPaste={onPaste}
            onDrop={onDrop}
            aria-label={t('addManyLabel')}
            aria-describedby={countId}
            rows={10}
            placeholder={t('addManyPlaceholder')}
            className={`${FIELD_CLASS} h-60 resize-y font-mono text-sm`}
          />
        ) : (
          <HeldLines text={held} lines={heldCounts?.lines ?? null} onClear={clearHeld} clearRef={clearRef} />
        )}
        <div className="flex items-center justify-between gap-3">
          <p id={countId} className="text-sm text-muted">
            {count === null ? null : count === 0 ? t('addManyHint') : t('addManyCount', { count })}
          </p>
          <Button ref={addRef} type="submit" disabled={count === 0} aria-describedby={countId} className="shrink-0">
            {t('addEntries')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

interface HeldCounts {
  text: string;
  lines: number;
  entries: number;
}

/**
 * A long paste's lines and entries, counted in a task after the paste's own
 * (which has the dialog to lay out): each count is a pass over every
 * character. Null until counted.
 */
function useHeldCounts(held: string | null): HeldCounts | null {
  const [counts, setCounts] = useState<HeldCounts | null>(null);
  useEffect(() => {
    if (held === null) return;
    let live = true;
    void yieldToPage().then(() => {
      if (live) setCounts({ text: held, ...countLinesAndEntries(held) });
    });
    return () => {
      live = false;
    };
  }, [held]);
  return counts !== null && counts.text === held ? counts : null;
}

interface HeldLinesProps {
  text: string;
  /** How many lines it has; null while they are counted. */
  lines: number | null;
  onClear: () => void;
  clearRef: Ref<HTMLButtonElement>;
}

/** A long paste in place of the box: how many lines, the first few (as text), and a way back to the box. */
function HeldLines({ text, lines, onClear, clearRef }: HeldLinesProps) {
  const t = useT('entries');
  const headingId = useId();
  const first = useMemo(() => text.split(/\r\n|\r|\n/, PREVIEW_LINES), [text]);
  return (
    <section aria-labelledby={headingId} className="h-60 space-y-2 overflow-hidden rounded-lg border border-line-strong bg-surface px-3 py-2">
      <h3 id={headingId} className="text-sm font-semibold text-fg">
        {lines === null ? t('addManyHeldCounting') : t('addManyHeldTitle', { lines })}
      </h3>
      <p className="text-sm text-muted">{t('addManyHeldWhy')}</p>
      <ol aria-label={t('addManyHeldPreview')} className="font-mono text-sm text-fg">
        {first.map((line, index) => (
          <li key={index} className="truncate">
            {line || '\u00a0'}
          </li>
        ))}
      </ol>
      {lines !== null && lines > PREVIEW_LINES ? <p className="text-sm text-muted">{t('addManyHeldMore', { count: lines - PREVIEW_LINES })}</p> : null}
      <Button ref={clearRef} type="button" variant="secondary" size="xs" onClick={onClear}>
        {t('addManyHeldClear')}
      </Button>
    </section>
  );
}
