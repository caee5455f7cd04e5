import { formatMessage } from '@/lib/i18n/format';
import { en } from '@/lib/i18n/messages/en';
import { shortenedText, SHOWN_CHARS } from '@/lib/wheel/entries/long-text';
import { listFacts } from '@/lib/wheel/entries/entries';

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

describe('the count of shortened entries', () => {
  it('counts the entries longer than the limit, for the notice that says the full text is kept', () => {
    const entries = ['short', 'z'.repeat(SHOWN_CHARS), 'z'.repeat(SHOWN_CHARS + 1), 'z'.repeat(10_000)].map((text, i) => ({ id: String(i), text, color: '#123456', visible: true }));
    expect(listFacts(entries).shortened).toBe(2);
    const notice = (count: number) => formatMessage(en.entries.shortenedNotice, { count, max: SHOWN_CHARS }, 'en');
    expect(notice(1)).toBe(
      '1 entry is longer than 200 characters: shown shortened on the wheel and in the list, kept whole in your list, results and exports.',
    );
    expect(notice(1_200)).toMatch(/^1,200 entries are longer than 200 characters/);
  });
});
