import { countLines, hasLines, HOLD_FROM_LINES, pastedInto } from '@/lib/wheel/entries/long-paste';

describe('a long paste into Add many', () => {
  it('counts every kind of line end once, CR LF as one', () => {
    expect(hasLines('a\nb\r\nc\rd', 4)).toBe(true);
    expect(hasLines('a\nb\r\nc\rd', 5)).toBe(false);
    expect(hasLines('', 1)).toBe(true);
    expect(hasLines('one line', 2)).toBe(false);
    expect(countLines('a\r\n\r\nb\n')).toBe(4);
    expect(countLines('a\nb\nc\nd', 2)).toBe(2);
  });

  it('holds a text of HOLD_FROM_LINES lines and leaves one line fewer to the box', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `Entry ${i}`).join('\n');
    expect(hasLines(lines(HOLD_FROM_LINES), HOLD_FROM_LINES)).toBe(true);
    expect(hasLines(lines(HOLD_FROM_LINES - 1), HOLD_FROM_LINES)).toBe(false);
  });

  it('puts the paste where the selection was, keeping what was typed around it', () => {
    expect(pastedInto('Ada\nXX\nAlan', 'Grace\nEdsger', 4, 6)).toBe('Ada\nGrace\nEdsger\nAlan');
    expect(pastedInto('Ada', '\nGrace', 3, 3)).toBe('Ada\nGrace');
  });
});
