/** An unhurried adult reading pace for web prose, in words per minute. */
const WORDS_PER_MINUTE = 220;

/**
 * The words a reader reads in a post's Markdown: code fences, JSX tags, link
 * addresses, heading marks and emphasis marks are not words.
 */
export function countWords(markdown: string): number {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#*_`>[\]|]/g, ' ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read a post, never less than one. */
export function readingTimeMinutes(markdown: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.round(countWords(markdown) / wordsPerMinute));
}
