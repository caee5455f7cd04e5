import { assignHeadingIds, type HastNode } from '@/lib/blog/rehype-heading-ids';

const text = (value: string): HastNode => ({ type: 'text', value });
const el = (tagName: string, children: HastNode[], properties: Record<string, unknown> = {}): HastNode => ({
  type: 'element',
  tagName,
  properties,
  children,
});

describe('assignHeadingIds', () => {
  it('gives h2 to h4 unique ids from their whole text, in document order', () => {
    const tree: HastNode = {
      type: 'root',
      children: [
        el('h2', [text('1. Social '), el('em', [text('deduction')]), text(' games')]),
        el('h3', [text('How they work')]),
        el('p', [text('Body')]),
        el('h3', [text('How they work')]),
        el('h4', [text('Tips')]),
      ],
    };
    assignHeadingIds(tree);
    const ids = (tree.children ?? []).map((node) => node.properties?.id);
    expect(ids).toEqual(['1-social-deduction-games', 'how-they-work', undefined, 'how-they-work-1', 'tips']);
  });

  it('leaves the page title level and ids set by the author alone', () => {
    const tree: HastNode = { type: 'root', children: [el('h1', [text('Title')]), el('h2', [text('Intro')], { id: 'start' })] };
    assignHeadingIds(tree);
    expect(tree.children?.[0]?.properties?.id).toBeUndefined();
    expect(tree.children?.[1]?.properties?.id).toBe('start');
  });
});
