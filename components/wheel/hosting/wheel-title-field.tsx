'use client';

import { useId } from 'react';
import { useT } from '@/components/i18n/use-t';
import { FIELD_CLASS } from '@/components/ui/field';
import { useHostingStore } from '@/components/wheel/use-wheel-stores';
import { MAX_TITLE_LENGTH } from '@/lib/wheel/hosting/hosting';

/**
 * "Wheel title": shown over the wheel, in fullscreen and in shared links.
 * A title fixed elsewhere (`lockedTitle`) is shown instead, read-only, for as long as it is given.
 */
export function WheelTitleField({ lockedTitle }: { lockedTitle: string | null }) {
  const t = useT('hosting');
  const id = useId();
  const title = useHostingStore((s) => s.title);
  const setTitle = useHostingStore((s) => s.setTitle);
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-semibold text-fg">
        {t('wheelTitle')}
      </label>
      <input
        id={id}
        type="text"
        dir="auto"
        value={lockedTitle ?? title}
        readOnly={lockedTitle !== null}
        maxLength={MAX_TITLE_LENGTH}
        placeholder={t('wheelTitlePlaceholder')}
        autoComplete="off"
        onChange={(event) => setTitle(event.target.value)}
        className={`${FIELD_CLASS} mt-1`}
      />
    </div>
  );
}
