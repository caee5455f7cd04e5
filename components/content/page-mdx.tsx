import type { ReactNode } from 'react';
import { MDXRemote } from 'next-mdx-remote/rsc';
import { mdxLink } from '@/components/blog/mdx-components';
import { PictureWheel } from '@/components/blog/picture-wheel';
import type { Lang } from '@/lib/i18n/languages';
import { rehypeFrenchTypography } from '@/lib/i18n/rehype-french-typography';
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
function pageMdxComponents(lang: Lang) {
  function LanguagePictureWheel(props: { title: string; children?: ReactNode }) {
    return <PictureWheel lang={lang} {...props} />;
  }
  return { a: mdxLink(lang), EmailLink, PictureWheel: LanguagePictureWheel };
}

/** Compiles and renders a page's MDX on the server (at build time), so the HTML already holds the text. */
export function PageMdx({ source, lang }: { source: string; lang: Lang }) {
  return (
    <MDXRemote
      source={source}
      components={pageMdxComponents(lang)}
      options={{ mdxOptions: { rehypePlugins: lang === 'fr' ? [rehypeFrenchTypography] : [] } }}
    />
  );
}
