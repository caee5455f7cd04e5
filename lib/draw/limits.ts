/** The most entries a draw has; a record or link holding more is refused as too large before anything else. */
export const MAX_DRAW_ENTRIES = 100_000;

/**
 * The most text the checker reads, pasted or unpacked from a link: room for a
 * record of 100,000 entries, and a quick "too large" for a link that would
 * unpack to more (a few kilobytes of DEFLATE can unpack to megabytes).
 */
export const MAX_RECORD_CHARS = 10_000_000;
