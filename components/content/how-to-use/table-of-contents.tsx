import type { GuideSection } from '@/components/content/guide-section';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';

/** "On this page": a link to each section, in the order given. */
export function TableOfContents({ sections, lang }: { sections: readonly GuideSection[]; lang: Lang }) {
  const onThisPage = getT(lang, 'blog')('onThisPage');
  return (
    <nav aria-label={onThisPage}>
      <p>
        <strong>{onThisPage}</strong>
      </p>
      <ul>
        {sections.map(({ id, title }) => (
          <li key={id}>
            <a href={`#${id}`}>{title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
