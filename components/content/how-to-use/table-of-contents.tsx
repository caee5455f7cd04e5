import type { GuideSection } from '@/components/content/guide-section';

/** "On this page": a link to each section, in the order given. */
export function TableOfContents({ sections }: { sections: readonly GuideSection[] }) {
  return (
    <nav aria-label="On this page">
      <p>
        <strong>On this page</strong>
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
