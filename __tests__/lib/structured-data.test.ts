import { postBreadcrumbJsonLd } from '@/lib/blog/post-metadata';
import { getFaq } from '@/lib/faq';

const faqItems = getFaq('en').items;
import { breadcrumbListJsonLd, faqPageJsonLd, itemListJsonLd, type JsonLdObject } from '@/lib/structured-data';
import { templatePath, getTemplates } from '@/lib/templates';

const templates = getTemplates('en');

/**
 * The shapes schema.org and search engines require of these types, checked
 * property by property: a wrong type or a missing required property fails.
 */
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

function listItemProblems(items: unknown, linkKey: 'item' | 'url'): string[] {
  if (!Array.isArray(items) || items.length === 0) return ['itemListElement must be a non-empty array'];
  return items.flatMap((entry: JsonLdObject, index) => {
    const problems: string[] = [];
    if (entry['@type'] !== 'ListItem') problems.push(`item ${index}: @type must be ListItem`);
    if (entry.position !== index + 1) problems.push(`item ${index}: position must be the integer ${index + 1}`);
    if (!isText(entry.name)) problems.push(`item ${index}: name must be text`);
    if (!isAbsoluteUrl(entry[linkKey])) problems.push(`item ${index}: ${linkKey} must be an absolute URL`);
    return problems;
  });
}

function shapeProblems(data: JsonLdObject): string[] {
  const problems = data['@context'] === 'https://schema.org' ? [] : ['@context must be https://schema.org'];
  switch (data['@type']) {
    case 'BreadcrumbList':
      return [...problems, ...listItemProblems(data.itemListElement, 'item')];
    case 'ItemList': {
      const list = listItemProblems(data.itemListElement, 'url');
      const count = Array.isArray(data.itemListElement) ? data.itemListElement.length : -1;
      return [...problems, ...list, ...(data.numberOfItems === count ? [] : ['numberOfItems must count the items'])];
    }
    case 'FAQPage': {
      const questions = data.mainEntity;
      if (!Array.isArray(questions) || questions.length === 0) return [...problems, 'mainEntity must be a non-empty array'];
      return [
        ...problems,
        ...questions.flatMap((q: JsonLdObject, i) => {
          const answer = q.acceptedAnswer as JsonLdObject | undefined;
          return [
            q['@type'] === 'Question' ? [] : [`question ${i}: @type must be Question`],
            isText(q.name) ? [] : [`question ${i}: name must be text`],
            answer?.['@type'] === 'Answer' && isText(answer.text) ? [] : [`question ${i}: acceptedAnswer must be an Answer with text`],
          ].flat();
        }),
      ];
    }
    default:
      return [...problems, `unknown @type ${String(data['@type'])}`];
  }
}

describe('breadcrumbListJsonLd', () => {
  it('turns site paths into absolute addresses, the home page included', () => {
    const data = breadcrumbListJsonLd([
      { name: 'Home', path: '/' },
      { name: 'FAQ', path: '/faq' },
    ]);
    expect(shapeProblems(data)).toEqual([]);
    expect((data.itemListElement as JsonLdObject[]).map((item) => new URL(String(item.item)).pathname)).toEqual(['/', '/faq']);
  });

  it('numbers the trail from 1 with absolute addresses', () => {
    const data = postBreadcrumbJsonLd({ lang: 'en', slug: 'meal-planning-spinner', title: 'Meal Planning' });
    expect(shapeProblems(data)).toEqual([]);
    const trail = data.itemListElement as JsonLdObject[];
    expect(trail.map((item) => item.name)).toEqual(['Home', 'Blog', 'Meal Planning']);
    expect(String(trail[2]?.item)).toMatch(/\/blog\/meal-planning-spinner$/);
  });
});

describe('itemListJsonLd', () => {
  it('lists the templates in gallery order, each with its link', () => {
    const data = itemListJsonLd('Wheel Templates', templates.map((t) => ({ name: t.title, path: templatePath(t) })));
    expect(shapeProblems(data)).toEqual([]);
    expect((data.itemListElement as JsonLdObject[]).map((item) => item.name)).toEqual(templates.map((t) => t.title));
  });

  it('is caught by the shape check when an item has no address or a wrong position', () => {
    const data = itemListJsonLd('Posts', [{ name: 'A', path: '/blog/a' }]);
    const broken = { ...data, itemListElement: [{ '@type': 'ListItem', position: 0, name: 'A' }] };
    expect(shapeProblems(broken)).toEqual(['item 0: position must be the integer 1', 'item 0: url must be an absolute URL']);
  });
});

describe('faqPageJsonLd', () => {
  it('turns every FAQ entry into a Question with an accepted Answer, in page order', () => {
    const data = faqPageJsonLd(faqItems);
    expect(shapeProblems(data)).toEqual([]);
    const questions = data.mainEntity as JsonLdObject[];
    expect(questions.map((q) => q.name)).toEqual(faqItems.map((item) => item.question));
    expect((questions[0]?.acceptedAnswer as JsonLdObject).text).toBe(faqItems[0]?.answer);
  });

  it('is caught by the shape check when an answer is missing', () => {
    const broken = { ...faqPageJsonLd(faqItems.slice(0, 1)), mainEntity: [{ '@type': 'Question', name: 'Q?' }] };
    expect(shapeProblems(broken)).toEqual(['question 0: acceptedAnswer must be an Answer with text']);
  });
});
