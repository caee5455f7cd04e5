import { MDXRemote } from 'next-mdx-remote/rsc';
import { MdxLink } from '@/components/blog/mdx-components';
import { site } from '@/lib/site';

/** The site's address as a mail link, so page text never repeats it. */
function EmailLink() {
  return <a href={`mailto:${site.email}`}>{site.email}</a>;
}

/**
 * Pages share the blog's link handling (site paths through next/link). Their
 * headings stay plain: unlike a post, a page is short or carries its own
 * table of contents, so headings are not links to themselves.
 */
const pageMdxComponents = { a: MdxLink, EmailLink };

/** Compiles and renders a page's MDX on the server (at build time), so the HTML already holds the text. */
export function PageMdx({ source }: { source: string }) {
  return <MDXRemote source={source} components={pageMdxComponents} />;
}
