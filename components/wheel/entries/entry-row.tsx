'use client';

import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { CopyIcon, EyeIcon, EyeOffIcon, GripIcon, PencilIcon, TrashIcon } from '@/components/ui/icons';
import { ColorInput, COLOR_INPUT_ROW } from '@/components/ui/color-input';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { cn } from '@/lib/cn';
import { shortenedText } from '@/lib/wheel/entries/long-text';
import { useT } from '@/components/i18n/use-t';
import { EntryThumbnail, PictureButton, pictureDropHandlers } from '@/components/wheel/entries/entry-picture-controls';

/** What a row asks of the list; `at` is the row's place, so a change to one entry of 100,000 reads one (see entryIndex). */
export interface EntryRowActions {
  onEdit: (id: string) => void;
  onCommitEdit: (id: string, text: string, at: number) => void;
  onCancelEdit: () => void;
  onToggle: (id: string, at: number) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string, at: number) => void;
  onColor: (id: string, color: string, at: number) => void;
  /** "Add image": opens the file chooser for this entry. */
  onChooseImage: (id: string, at: number) => void;
  /** A picture file pasted or dropped on the row. */
  onAddImage: (id: string, file: File, at: number) => void;
  onRemoveImage: (id: string, at: number) => void;
}

interface EntryRowProps extends EntryRowActions {
  entry: WheelEntry;
  /** The entry's place in the list. */
  index: number;
  editing: boolean;
  /** Props for the drag handle from the sortable wrapper (listeners, attributes). */
  handleProps?: HTMLAttributes<HTMLButtonElement>;
  handleRef?: (element: HTMLElement | null) => void;
}

function IconButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="rounded-md p-1.5 text-subtle hover:bg-surface-strong hover:text-fg"
    >
      {children}
    </button>
  );
}

/** The edit box: Enter keeps the new text, Escape puts the old one back, leaving it keeps what was typed. */
function EditBox({ text, onCommit, onCancel }: { text: string; onCommit: (value: string) => void; onCancel: () => void }) {
  const t = useT('entries');
  const ref = useRef<HTMLInputElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    // The box appears because the visitor asked to edit, so it takes focus.
    ref.current?.focus();
    ref.current?.select();
  }, []);
  return (
    <input
      ref={ref}
      aria-label={t('editBox')}
      dir="auto"
      defaultValue={text}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          cancelled.current = true;
          onCommit(event.currentTarget.value);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          cancelled.current = true;
          onCancel();
        }
      }}
      onBlur={(event) => {
        if (!cancelled.current) onCommit(event.currentTarget.value);
      }}
      className="min-w-0 flex-1 rounded-md border border-accent px-2 py-1 text-sm"
    />
  );
}

/** One entry: handle, colour, text (or its edit box) and actions. Display only; sorting is wired outside. */
export function EntryRow({ entry, index, editing, handleProps, handleRef, ...actions }: EntryRowProps) {
  const t = useT('entries');
  const { id, visible } = entry;
  // What the row shows and names: the start of a very long entry (the edit box still gets it whole).
  const text = shortenedText(entry.text);
  return (
    <div
      className={cn('flex h-full items-center gap-1.5 rounded-lg border border-line bg-surface px-1.5', !visible && 'bg-surface-muted')}
      {...pictureDropHandlers((file) => actions.onAddImage(id, file, index))}
    >
      <button
        type="button"
        ref={handleRef}
        data-reorder-handle=""
        aria-label={t('reorderEntry', { entry: text })}
        className="cursor-grab touch-none rounded-md p-1 text-faint hover:bg-surface-strong active:cursor-grabbing"
        {...handleProps}
      >
        <GripIcon />
      </button>
      <ColorInput className={COLOR_INPUT_ROW} aria-label={t('entryColor', { entry: text })} value={entry.color} onChange={(hex) => actions.onColor(id, hex, index)} />
      {entry.image ? <EntryThumbnail image={entry.image} text={text} /> : null}
      {editing ? (
        <EditBox text={entry.text} onCommit={(value) => actions.onCommitEdit(id, value, index)} onCancel={actions.onCancelEdit} />
      ) : (
        <span title={text} dir="auto" className={cn('min-w-0 flex-1 truncate text-sm', visible ? 'text-fg' : 'text-faint line-through')}>
          {text}
        </span>
      )}
      {editing ? null : (
        <div className="flex shrink-0 items-center">
          <IconButton label={t('editEntry', { entry: text })} onClick={() => actions.onEdit(id)}>
            <PencilIcon />
          </IconButton>
          <IconButton label={t(visible ? 'hideEntry' : 'showEntry', { entry: text })} onClick={() => actions.onToggle(id, index)}>
            {visible ? <EyeIcon /> : <EyeOffIcon />}
          </IconButton>
          <PictureButton hasImage={entry.image !== undefined} onChoose={() => actions.onChooseImage(id, index)} onRemove={() => actions.onRemoveImage(id, index)} />
          <IconButton label={t('duplicateEntry', { entry: text })} onClick={() => actions.onDuplicate(id)}>
            <CopyIcon />
          </IconButton>
          <IconButton label={t('deleteEntry', { entry: text })} onClick={() => actions.onDelete(id, index)}>
            <TrashIcon />
          </IconButton>
        </div>
      )}
    </div>
  );
}
