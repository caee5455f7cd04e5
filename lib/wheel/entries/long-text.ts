/**
 * An entry's text has no length limit (a link or a file can bring megabytes),
 * but no place shows more than this many characters of it: the wheel, the
 * list, the winner card and the results show the start and an ellipsis, so a
 * huge entry is never copied, measured or laid out whole on each render. The
 * full text is kept, saved and exported as it is.
 */
export const SHOWN_CHARS = 200;

/** The text, or its first SHOWN_CHARS characters and "…" (a character made of two UTF-16 units is never cut in half). */
export function shortenedText(text: string, max = SHOWN_CHARS): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}


