import type { ReactNode } from 'react';
import { shortenedText } from '@/lib/wheel/entries/long-text';
import { ENTRY_SLOT, placeEntry } from '@/components/i18n/place-entry';
import type { Translate } from '@/lib/i18n/messages';


/** "{entry} was chosen.", the entry isolated so a right-to-left override cannot turn the sentence around. */
export function winnerChosen(t: Translate<'spin'>, text: string): ReactNode {
  return placeEntry(t('winnerChosen', { entry: ENTRY_SLOT }), <bdi>{shortenedText(text)}</bdi>);
}
