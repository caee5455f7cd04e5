'use client';

import { useRef, type ClipboardEvent, type DragEvent } from 'react';
import { useT } from '@/components/i18n/use-t';

/**
 * The picture icons, drawn as the site's other icons are (24 units, a 2-unit stroke, 18 px) and kept
 * here: only the entry rows use them, and the shared icon module is part of every page's first load.
 */
function PictureIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {crossed ? (
        <path d="M21 15V5a2 2 0 0 0-2-2H9M3 7v12a2 2 0 0 0 2 2h12M2 2l20 20" />
      ) : (
        <>
          <rect x="3" y="3" width="18" height="18" rx="2" />
          <circle cx="9" cy="9" r="2" />
          <path d="m21 15-5-5L5 21" />
        </>
      )}
    </svg>
  );
}

const ROW_BUTTON = 'rounded-md p-1.5 text-subtle hover:bg-surface-strong hover:text-fg';

/** The row's picture, small: an image named by the entry's text, as the entry's picture is wherever it shows. */
export function EntryThumbnail({ image, text }: { image: string; text: string }) {
  return (
    // A data URL made on this page: next/image has nothing to optimise, and a static export has no loader.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={image} alt={text} width={28} height={28} className="size-7 shrink-0 rounded object-cover" draggable={false} />
  );
}

/**
 * "Add image" (the file chooser for one picture) or, once the entry has one,
 * "Remove image". The chooser itself is the list's (useRowPictureChooser):
 * the rows are drawn anew when the list turns sortable, which can happen
 * while the chooser is open, and an input inside a row would be gone with it.
 */
export function PictureButton({ hasImage, onChoose, onRemove }: { hasImage: boolean; onChoose: () => void; onRemove: () => void }) {
  const t = useT('entries');
  const label = t(hasImage ? 'removeImage' : 'addImage');
  return (
    <button type="button" aria-label={label} title={label} onClick={hasImage ? onRemove : onChoose} className={ROW_BUTTON}>
      <PictureIcon crossed={hasImage} />
    </button>
  );
}

/**
 * One file chooser for every row's "Add image", kept outside the list: `choose`
 * opens it for an entry (from the button's click, so the browser lets it
 * open), and the file chosen goes to `onFile` with that entry.
 */
export function useRowPictureChooser(onFile: (id: string, file: File, at: number) => void) {
  const input = useRef<HTMLInputElement>(null);
  const target = useRef<{ id: string; at: number } | null>(null);
  const choose = (id: string, at: number) => {
    target.current = { id, at };
    input.current?.click();
  };
  const chooser = (
    <input
      ref={input}
      type="file"
      accept="image/*"
      tabIndex={-1}
      aria-hidden="true"
      className="hidden"
      onChange={(event) => {
        const file = event.currentTarget.files?.[0];
        // Cleared at once, so choosing the same file again still fires a change.
        event.currentTarget.value = '';
        if (file && target.current) onFile(target.current.id, file, target.current.at);
      }}
    />
  );
  return { choose, chooser };
}

function firstFile(list: DataTransfer | null): File | undefined {
  return list?.files?.[0];
}

/**
 * Paste and drop on a row: a file pasted (a picture copied from another app
 * or page) or dropped there does what "Add image" does. Pasted text is left
 * to the edit box; a drag that carries no file is not taken.
 */
export function pictureDropHandlers(onFile: (file: File) => void) {
  return {
    onPaste: (event: ClipboardEvent<HTMLElement>) => {
      const file = firstFile(event.clipboardData);
      if (!file || (event.target instanceof HTMLInputElement && event.target.type === 'text')) return;
      event.preventDefault();
      onFile(file);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      const file = firstFile(event.dataTransfer);
      if (!file) return;
      event.preventDefault();
      onFile(file);
    },
  };
}
