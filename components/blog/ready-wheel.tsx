import { Children, isValidElement, type ReactNode } from 'react';
import { textOf } from '@/components/blog/mdx-text';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { templateHrefFor } from '@/lib/wheel/share/template-url';
import { wheelPicture } from '@/lib/wheel/stage/wheel-picture';

/** The texts of the list items among the children: the Markdown list inside `<ReadyWheel>` or `<PictureWheel>`. */
export function listItemTexts(node: ReactNode): string[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    if (child.type === 'li') {
      const text = textOf(child.props.children).trim();
      return text ? [text] : [];
    }
    return listItemTexts(child.props.children);
  });
}

/** The still picture of a list's wheel, named for screen readers by its title and entries. */
interface PictureProps {
  title: string;
  entries: string[];
  sizePx?: number;
  lang: Lang;
}

export function ReadyWheelPicture({ title, entries, sizePx = 160, lang }: PictureProps) {
  const picture = wheelPicture(entries.length, sizePx);
  return (
    <svg
      viewBox={`0 0 ${picture.sizePx} ${picture.sizePx}`}
      width={picture.sizePx}
      height={picture.sizePx}
      role="img"
      aria-label={getT(lang, 'blog')('readyWheelAlt', { count: entries.length, title, entries: entries.join(', ') })}
      className="mx-auto shrink-0 sm:mx-0"
    >
      <circle cx={picture.center} cy={picture.center} r={picture.radius + 1.5} fill={picture.borderColor} />
      {picture.slices.map((slice, i) => (
        <path key={i} d={slice.d} fill={slice.fill} stroke="#FFFFFF" strokeWidth={1} />
      ))}
      <circle cx={picture.center} cy={picture.center} r={picture.radius * 0.12} fill="#FFFFFF" stroke={picture.borderColor} />
      <polygon points={picture.pointerPoints} fill={picture.pointerColor} stroke="#FFFFFF" strokeWidth={1} />
    </svg>
  );
}

/**
 * A list from a post, ready to spin: a still picture of its wheel, drawn at
 * build time, its entries, and a link that opens the home page with exactly
 * these entries. Rendered on the server; it adds no JavaScript to the post.
 * Written in MDX as `<ReadyWheel title="...">` around a Markdown list.
 */
export function ReadyWheel({ title, children, lang }: { title: string; children?: ReactNode; lang: Lang }) {
  const entries = listItemTexts(children);
  if (entries.length === 0) return null;
  return (
    <figure className="not-prose my-8 flex flex-col gap-5 rounded-xl border border-line bg-surface-muted p-5 sm:flex-row sm:items-center">
      <ReadyWheelPicture title={title} entries={entries} lang={lang} />
      <figcaption className="min-w-0 flex-1">
        <p className="font-bold text-fg">{title}</p>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm text-muted">
          {entries.map((entry, i) => (
            <li key={i} className="rounded-full border border-line bg-surface px-3 py-1">
              {entry}
            </li>
          ))}
        </ul>
        <a
          href={templateHrefFor(entries, lang)}
          className="mt-4 inline-block rounded-lg font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {getT(lang, 'blog')('spinThese', { count: entries.length })}
          <span aria-hidden="true"> →</span>
        </a>
      </figcaption>
    </figure>
  );
}
