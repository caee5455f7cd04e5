'use client';

import { useId } from 'react';
import { useT } from '@/components/i18n/use-t';
import { FIELD_CLASS } from '@/components/ui/field';
import { useDrawTitle } from '@/components/wheel/draw/use-checkable-draw';
import { useHostingStore } from '@/components/wheel/use-wheel-stores';
import { MAX_TITLE_LENGTH } from '@/lib/wheel/hosting';

/** "Wheel title": shown over the wheel, in fullscreen and in shared links. */
export function WheelTitleField() {
  const t = useT('spin');
  const id = useId();
  const title = useHostingStore((s) => s.title);
  const setTitle = useHostingStore((s) => s.setTitle);
  // A sealed draw committed to its title: the field shows that one, locked, until the draw ends.
  const drawTitle = useDrawTitle();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-semibold text-fg">
        {t('wheelTitle')}
      </label>
      <input
        id={id}
        type="text"
        dir="auto"
        value={drawTitle ?? title}
        readOnly={drawTitle !== null}
        maxLength={MAX_TITLE_LENGTH}
        placeholder={t('wheelTitlePlaceholder')}
        autoComplete="off"
        onChange={(event) => setTitle(event.target.value)}
        className={`${FIELD_CLASS} mt-1`}
      />
    </div>
  );
}
