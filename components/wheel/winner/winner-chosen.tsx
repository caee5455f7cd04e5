import type { ReactNode } from 'react';
import type { MessageValues } from '@/lib/i18n/format';
import type { Messages } from '@/lib/i18n/messages';
import { shortenedText } from '@/lib/wheel/list/long-text';
import { ENTRY_SLOT, placeEntry } from '@/components/wheel/winner/place-entry';

type SpinT = (key: keyof Messages['spin'], values?: MessageValues) => string;

/** "{entry} was chosen.", the entry isolated so a right-to-left override cannot turn the sentence around. */
export function winnerChosen(t: SpinT, text: string): ReactNode {
  return placeEntry(t('winnerChosen', { entry: ENTRY_SLOT }), <bdi>{shortenedText(text)}</bdi>);
}
