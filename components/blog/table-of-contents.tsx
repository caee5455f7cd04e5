import type { TocItem } from '@/lib/blog/table-of-contents';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';

/** "On this page": links to the post's sections, by the ids their headings already carry. */
export function TableOfContents({ items, lang }: { items: readonly TocItem[]; lang: Lang }) {
  if (items.length === 0) return null;
  return (
    <nav aria-labelledby="on-this-page" className="mt-8 rounded-xl border border-line bg-surface-muted p-5">
      <h2 id="on-this-page" className="text-sm font-bold tracking-wide text-fg uppercase">
        {getT(lang, 'blog')('onThisPage')}
      </h2>
      <ol className="mt-3 space-y-2 text-muted">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="hover:text-accent hover:underline">
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
