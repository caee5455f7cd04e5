import { countWords, readingTimeMinutes } from '@/lib/blog/reading-time';

describe('countWords', () => {
  it('counts the words a reader reads, not link addresses, tags or Markdown marks', () => {
    const markdown = [
      '## Step 1: Build your bank',
      'Open the [wheel](/templates?x=1) and **add** them.',
      '<ReadyWheel title="Dinners">',
      '- Tacos',
      '</ReadyWheel>',
      '```',
      'code is not prose',
      '```',
    ].join('\n');
    // Step 1: Build your bank (5) + Open the wheel and add them. (6) + Tacos (1)
    expect(countWords(markdown)).toBe(12);
  });
});

describe('readingTimeMinutes', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

  it('reads 220 words a minute, rounded to whole minutes', () => {
    expect(readingTimeMinutes(words(1100))).toBe(5);
    expect(readingTimeMinutes(words(1200))).toBe(5);
    expect(readingTimeMinutes(words(1250))).toBe(6);
  });

  it('never says less than a minute', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(words(30))).toBe(1);
  });

  it('takes another pace when asked', () => {
    expect(readingTimeMinutes(words(1000), 200)).toBe(5);
  });
});
