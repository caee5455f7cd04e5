import { MDXRemote } from 'next-mdx-remote/rsc';
import { mdxComponents } from '@/components/blog/mdx-components';
import { rehypeHeadingIds } from '@/lib/blog/rehype-heading-ids';
import type { Lang } from '@/lib/i18n/languages';
import { rehypeFrenchTypography } from '@/lib/i18n/rehype-french-typography';

/** Compiles and renders a post's MDX on the server (at build time), so the HTML already holds the article. */
export function PostBody({ source, lang }: { source: string; lang: Lang }) {
  return (
    <MDXRemote source={source} components={mdxComponents(lang)} options={{ mdxOptions: { rehypePlugins: lang === 'fr' ? [rehypeHeadingIds, rehypeFrenchTypography] : [rehypeHeadingIds] } }} />
  );
}
