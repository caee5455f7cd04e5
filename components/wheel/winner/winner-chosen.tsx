import { shortenedText } from '@/lib/wheel/list/long-text';

/** "{entry} was chosen.", the entry isolated so a right-to-left override cannot turn the sentence around. */
export function winnerChosen(text: string) {
  return (
    <>
      <bdi>{shortenedText(text)}</bdi> was chosen.
    </>
  );
}
