import { templateEntryTexts, templateHref, templates } from '@/lib/templates';

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
  it('are the seven of SPEC.md, in order, with their titles and entry counts', () => {
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

describe('templateHref', () => {
  it('points at the home page with the entries as an encoded JSON list', () => {
    const [first] = templates;
    if (!first) throw new Error('no templates');
    expect(templateHref(first)).toBe(`/?template_entries=${encodeURIComponent(JSON.stringify(templateEntryTexts(first)))}`);
  });

  it('round-trips to exactly the entry texts of every template', () => {
    for (const template of templates) {
      const url = new URL(templateHref(template), 'https://example.test');
      expect(url.pathname).toBe('/');
      expect(JSON.parse(url.searchParams.get('template_entries') ?? 'null')).toEqual(template.entries.map((e) => e.text));
    }
  });

  it('keeps characters that matter in a URL intact', () => {
    const tricky = { ...templates[0]!, entries: [{ text: 'Fish & chips' }, { text: '50% off? #1 "deal" +1' }] };
    const url = new URL(templateHref(tricky), 'https://example.test');
    expect(JSON.parse(url.searchParams.get('template_entries') ?? 'null')).toEqual(['Fish & chips', '50% off? #1 "deal" +1']);
  });
});
