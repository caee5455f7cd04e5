import Link from 'next/link';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { MDXRemoteProps } from 'next-mdx-remote/rsc';
import { textOf } from '@/components/blog/mdx-text';
import { PictureWheel } from '@/components/blog/picture-wheel';
import { ReadyWheel } from '@/components/blog/ready-wheel';
import { slugify } from '@/lib/blog/slugify';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';

export { textOf };

type MdxComponents = NonNullable<MDXRemoteProps['components']>;

type HeadingLevel = 2 | 3 | 4;

/**
 * Section headings link to themselves so a reader can copy a link to any
 * section; the heading text is the link, which keeps the heading's name clean.
 * The id comes from rehypeHeadingIds (unique on the page); the fallback is for
 * rendering without that plugin.
 */
function heading(level: HeadingLevel) {
  const Tag = `h${level}` as const;
  function AnchoredHeading({ children, id, ...props }: ComponentPropsWithoutRef<typeof Tag>) {
    const anchor = id || slugify(textOf(children));
    return (
      <Tag id={anchor} {...props}>
        <a href={`#${anchor}`} className="text-inherit no-underline [font-weight:inherit] hover:underline">
          {children}
        </a>
      </Tag>
    );
  }
  AnchoredHeading.displayName = `MdxHeading${level}`;
  return AnchoredHeading;
}

const EXTERNAL = /^https?:\/\//;

/** Site paths go through next/link; other sites open in a new tab without access to this page, saying so in `lang`. */
export function mdxLink(lang: Lang) {
  const newTab = getT(lang, 'blog')('opensInNewTab');
  function MdxLink({ href = '', children, ...props }: ComponentPropsWithoutRef<'a'>) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} {...props}>
        {children}
      </Link>
    );
  }
  if (EXTERNAL.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only"> {newTab}</span>
      </a>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
  }
  return MdxLink;
}

/** The one components map every post of a language renders through. */
export function mdxComponents(lang: Lang) {
  function LanguageReadyWheel(props: { title: string; children?: ReactNode }) {
    return <ReadyWheel lang={lang} {...props} />;
  }
  function LanguagePictureWheel(props: { title: string; children?: ReactNode }) {
    return <PictureWheel lang={lang} {...props} />;
  }
  return {
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    a: mdxLink(lang),
    ReadyWheel: LanguageReadyWheel,
    PictureWheel: LanguagePictureWheel,
  } satisfies MdxComponents;
}
