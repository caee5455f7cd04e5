import { createSlugger } from '@/lib/blog/slugify';

/** The part of a HTML syntax tree (hast) this plugin reads; other fields pass through untouched. */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const SECTION_HEADING = new Set(['h2', 'h3', 'h4']);

function textOf(node: HastNode): string {
  return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');
}

/** Gives every h2 to h4 in document order a unique id from its text, keeping an id the author set. */
export function assignHeadingIds(tree: HastNode): void {
  const slug = createSlugger();
  const visit = (node: HastNode): void => {
    if (node.type === 'element' && node.tagName && SECTION_HEADING.has(node.tagName)) {
      const own = node.properties?.id;
      node.properties = { ...node.properties, id: typeof own === 'string' && own ? own : slug(textOf(node)) };
    }
    node.children?.forEach(visit);
  };
  visit(tree);
}

/** The unified plugin form of assignHeadingIds, for next-mdx-remote's `rehypePlugins`. */
export function rehypeHeadingIds() {
  return (tree: HastNode) => assignHeadingIds(tree);
}
