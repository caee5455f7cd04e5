'use client';

import { useState, type ChangeEvent } from 'react';
import { FileButton } from '@/components/ui/file-button';
import { lazyModule } from '@/lib/browser/lazy-module';
import { useT } from '@/components/i18n/use-t';

/** Decoding and shrinking load on the first picture, not with the page. */
const pictureActions = lazyModule(() => import('@/components/wheel/entries/picture-actions'));

/**
 * "Add images": several picture files at once, each an entry named after its
 * file. While they are prepared a status says how many; afterwards each file
 * refused, left out or animated is named in an alert, which stays until the
 * next "Add images". Its parts are flex items of the caller's wrapping row.
 */
export function AddImagesButton() {
  const t = useT('entries');
  const [working, setWorking] = useState(0);
  const [said, setSaid] = useState<string[]>([]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    // Cleared at once, so choosing the same files again still fires a change.
    input.value = '';
    if (files.length === 0) return;
    setSaid([]);
    setWorking(files.length);
    try {
      const { addPictureEntries } = await pictureActions.load();
      setSaid(await addPictureEntries(files, t));
    } finally {
      setWorking(0);
    }
  };

  return (
    <>
      <FileButton variant="secondary" size="xs" accept="image/*" multiple onChange={(event) => void onChange(event)}>
        {t('addImages')}
      </FileButton>
      <p role="status" className="w-full text-sm text-muted empty:hidden">
        {working > 0 ? t('pictureWorking', { count: working }) : null}
      </p>
      {said.length > 0 ? (
        <ul role="alert" className="w-full list-disc space-y-1 ps-5 text-sm text-red-700">
          {said.map((text, i) => (
            <li key={`${i}-${text}`}>{text}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
