import { MDXRemote } from 'next-mdx-remote/rsc';
import { mdxComponents } from '@/components/blog/mdx-components';
import { rehypeHeadingIds } from '@/lib/blog/rehype-heading-ids';

/** Compiles and renders a post's MDX on the server (at build time), so the HTML already holds the article. */
export function PostBody({ source }: { source: string }) {
  return (
    <MDXRemote source={source} components={mdxComponents} options={{ mdxOptions: { rehypePlugins: [rehypeHeadingIds] } }} />
  );
}
