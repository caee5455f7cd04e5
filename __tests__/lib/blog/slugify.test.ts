import { createSlugger, slugify } from '@/lib/blog/slugify';

describe('slugify', () => {
  it('makes a lower-case, hyphenated anchor from heading text', () => {
    expect(slugify('"Who?" Questions')).toBe('who-questions');
    expect(slugify('1. Social deduction games')).toBe('1-social-deduction-games');
    expect(slugify('Colors & Themes')).toBe('colors-and-themes');
    expect(slugify('  Café Décor  ')).toBe('cafe-decor');
  });
});

describe('createSlugger', () => {
  it('numbers repeated headings so every anchor on a page is unique', () => {
    const slug = createSlugger();
    expect(['How they work', 'Tips', 'How they work', 'How they work'].map(slug)).toEqual([
      'how-they-work',
      'tips',
      'how-they-work-1',
      'how-they-work-2',
    ]);
  });

  it('starts afresh for each page and names a heading with no letters', () => {
    createSlugger()('Tips');
    expect(createSlugger()('Tips')).toBe('tips');
    expect(createSlugger()('???')).toBe('section');
  });
});
