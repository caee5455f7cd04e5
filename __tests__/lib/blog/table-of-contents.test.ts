import { assignHeadingIds, type HastNode } from '@/lib/blog/rehype-heading-ids';
import { tableOfContents, visibleTableOfContents } from '@/lib/blog/table-of-contents';

const post = [
  'Intro paragraph.',
  '## Why *dinner* is hard',
  '### How they work',
  '## How they work',
  '```md',
  '## Not a heading inside code',
  '```',
  '## Step 1: Build your [meal bank](/blog)',
  '#### Tips & tricks',
  '## Spin tonight',
].join('\n');

describe('tableOfContents', () => {
  it('lists the h2 sections with their plain text, skipping code blocks', () => {
    expect(tableOfContents(post).map((item) => item.text)).toEqual([
      'Why dinner is hard',
      'How they work',
      'Step 1: Build your meal bank',
      'Spin tonight',
    ]);
  });

  it('gives each section the id its heading gets on the page, counting repeats at every level', () => {
    const heading = (tagName: string, text: string): HastNode => ({ type: 'element', tagName, children: [{ type: 'text', value: text }] });
    const tree: HastNode = {
      type: 'root',
      children: [
        heading('h2', 'Why dinner is hard'),
        heading('h3', 'How they work'),
        heading('h2', 'How they work'),
        heading('h2', 'Step 1: Build your meal bank'),
        heading('h4', 'Tips & tricks'),
        heading('h2', 'Spin tonight'),
      ],
    };
    assignHeadingIds(tree);
    const pageIds = (tree.children ?? []).filter((n) => n.tagName === 'h2').map((n) => n.properties?.id);
    expect(tableOfContents(post).map((item) => item.id)).toEqual(pageIds);
    expect(pageIds).toEqual(['why-dinner-is-hard', 'how-they-work-1', 'step-1-build-your-meal-bank', 'spin-tonight']);
  });
});

describe('visibleTableOfContents', () => {
  it('shows a table of contents from four sections up, and none below', () => {
    expect(visibleTableOfContents(post)).toHaveLength(4);
    expect(visibleTableOfContents('## One\n## Two\n## Three')).toEqual([]);
  });
});
