import type { GuideSection } from '@/components/content/guide-section';

/** Each section as a labelled region under an h2 whose id is the section's anchor. */
export function GuideSections({ sections }: { sections: readonly GuideSection[] }) {
  return sections.map(({ id, title, body }) => (
    <section key={id} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {body}
    </section>
  ));
}
