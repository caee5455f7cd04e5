'use client';

import { useRef, type ClipboardEvent, type DragEvent } from 'react';
import { ImageIcon, ImageOffIcon } from '@/components/ui/icons';
import { useT } from '@/components/i18n/use-t';

const ROW_BUTTON = 'rounded-md p-1.5 text-subtle hover:bg-surface-strong hover:text-fg';

/** The row's picture, small: an image named by the entry's text (the text beside it says the same, so it is not read twice). */
export function EntryThumbnail({ image, text }: { image: string; text: string }) {
  return (
    // A data URL made on this page: next/image has nothing to optimise, and a static export has no loader.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={image} alt={text} width={28} height={28} className="size-7 shrink-0 rounded object-cover" draggable={false} />
  );
}

/**
 * "Add image" (a file chooser for one picture) or, once the entry has one,
 * "Remove image". The chooser is a hidden file input the button opens, so
 * the button is what the keyboard and screen readers meet.
 */
export function PictureButton({ hasImage, onFile, onRemove }: { hasImage: boolean; onFile: (file: File) => void; onRemove: () => void }) {
  const t = useT('entries');
  const input = useRef<HTMLInputElement>(null);
  const label = t(hasImage ? 'removeImage' : 'addImage');
  return (
    <>
      <button type="button" aria-label={label} title={label} onClick={() => (hasImage ? onRemove() : input.current?.click())} className={ROW_BUTTON}>
        {hasImage ? <ImageOffIcon /> : <ImageIcon />}
      </button>
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
          if (file) onFile(file);
        }}
      />
    </>
  );
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
