import { shortenedCount, shortenedNotice, shortenedText, SHOWN_CHARS } from '@/lib/wheel/list/long-text';

describe('shortenedText', () => {
  it('leaves a text up to the limit as it is and cuts a longer one with an ellipsis', () => {
    const limit = 'x'.repeat(SHOWN_CHARS);
    expect(shortenedText(limit)).toBe(limit);
    const huge = 'y'.repeat(4_500_000);
    expect(shortenedText(huge)).toBe(`${'y'.repeat(SHOWN_CHARS)}…`);
  });

  it('never cuts a character made of two UTF-16 units in half', () => {
    const text = `${'a'.repeat(SHOWN_CHARS - 1)}😀tail`;
    expect(shortenedText(text)).toBe(`${'a'.repeat(SHOWN_CHARS - 1)}…`);
  });
});

describe('shortenedNotice', () => {
  it('counts the shortened entries and says the full text is kept', () => {
    const entries = [{ text: 'short' }, { text: 'z'.repeat(SHOWN_CHARS + 1) }, { text: 'z'.repeat(10_000) }];
    expect(shortenedCount(entries)).toBe(2);
    expect(shortenedNotice(1)).toMatch(/^1 entry is longer than 200 characters: shown shortened .* kept whole/);
    expect(shortenedNotice(1_200)).toMatch(/^1,200 entries are/);
  });
});
