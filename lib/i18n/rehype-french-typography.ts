import { frenchTypography } from '@/lib/i18n/french-typography';

/** The part of a HTML syntax tree (hast) this plugin reads; other fields pass through untouched. */
interface TextTree {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: TextTree[];
}

/** Elements whose text is code or data, never prose. */
const CODE = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style']);

/** A passage marked as another language (`lang="en"`) keeps that language's typography. */
function isOtherLanguage(node: TextTree): boolean {
  const lang = node.properties?.lang;
  return typeof lang === 'string' && !lang.toLowerCase().startsWith('fr');
}

/** Sets French typography in every text of a French page's tree, outside code and passages in another language. */
export function setFrenchTypography(tree: TextTree): void {
  const visit = (node: TextTree): void => {
    if (node.type === 'text' && node.value) node.value = frenchTypography(node.value);
    if (node.type === 'element' && ((node.tagName && CODE.has(node.tagName)) || isOtherLanguage(node))) return;
    node.children?.forEach(visit);
  };
  visit(tree);
}

/** The unified plugin form of setFrenchTypography, for next-mdx-remote's `rehypePlugins` on French pages. */
export function rehypeFrenchTypography() {
  return (tree: TextTree) => setFrenchTypography(tree);
}
