'use client';

import { useStore } from 'zustand';
import { useT } from '@/components/i18n/use-t';
import { entriesStore } from '@/lib/wheel/entries/entries-store';

/**
 * A draw commits to the entries' texts: when the list has pictures, one line says they are not
 * part of the draw's record (a picture can change without the record noticing).
 */
export function PicturesNote() {
  const t = useT('draw');
  const hasPictures = useStore(entriesStore, (s) => s.entries.some((e) => e.image !== undefined));
  return hasPictures ? <p className="text-sm text-muted">{t('picturesNotInRecord')}</p> : null;
}
