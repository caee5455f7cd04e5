import { templateEntryTexts, getTemplates } from '@/lib/templates';

const templates = getTemplates('en');

const expected = [
  ['lunch-options', 'Lunch Picker', 7],
  ['coffee-order', 'Coffee Order', 7],
  ['weekend-activity', 'Weekend Plans', 7],
  ['party-games', 'Party Games', 7],
  ['quick-decision', 'Yes or No', 6],
  ['office-breaks', 'Office Break', 7],
  ['team-icebreakers', 'Team Icebreakers', 7],
] as const;

describe('templates', () => {
  it('are the seven gallery templates, in order, with their titles and entry counts', () => {
    expect(templates.map((t) => [t.id, t.title, t.entries.length])).toEqual(expected);
  });

  it('each have a description, an icon and distinct, non-empty entries', () => {
    for (const template of templates) {
      expect(template.description.length).toBeGreaterThan(20);
      expect(template.icon).toBeTruthy();
      const texts = templateEntryTexts(template);
      expect(texts.every((text) => text.trim() === text && text.length > 0)).toBe(true);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});
