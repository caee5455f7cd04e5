import type { GuideSection } from '@/components/content/guide-section';
import { PageMdx } from '@/components/content/page-mdx';
import { getPageSection } from '@/lib/pages/load-pages';

/** A section whose text is content/pages/how-to-use/{id}.mdx. */
function section(id: string, title: string): GuideSection {
  return { id, title, body: <PageMdx source={getPageSection('how-to-use', id)} /> };
}

/** The how-to-use page's sections, in page order; its table of contents lists them all. */
export const HOW_TO_USE_SECTIONS: readonly GuideSection[] = [
  section('getting-started', 'Getting started'),
  section('entries-tab', 'The Entries tab'),
  section('spin-tab', 'The Spin tab'),
  section('fairness', 'Why every spin is fair'),
  section('theme-tab', 'The Theme tab'),
  section('results-tab', 'The Results tab'),
  section('templates', 'Templates'),
  section('coin-flip', 'The coin flip'),
  section('accessibility', 'Accessibility and keyboard tips'),
  section('offline-privacy', 'Offline and privacy'),
  section('tips', 'Tips for classrooms, parties and giveaways'),
];
