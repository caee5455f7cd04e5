import type { GuideSection } from '@/components/content/guide-section';
import { PageMdx } from '@/components/content/page-mdx';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { getPageSection } from '@/lib/pages/load-pages';

/** The home page's guide sections, their text from content/pages/{lang}/usage-guide/{id}.mdx. */
export function usageGuideSections(lang: Lang): { main: readonly GuideSection[]; extra: readonly GuideSection[] } {
  const t = getT(lang, 'guide');
  const section = (id: string, title: string): GuideSection => ({
    id,
    title,
    body: <PageMdx source={getPageSection('usage-guide', id, lang)} lang={lang} />,
  });
  return {
    // Open when the page loads: entries, spinning, appearance, results and use cases.
    main: [
      section('entries', t('guideEntries')),
      section('spinning', t('guideSpinning')),
      section('appearance', t('guideAppearance')),
      section('results', t('guideResults')),
      section('usecases', t('guideUseCases')),
    ],
    // Closed on load: background for the curious.
    extra: [
      section('fairness', t('guideFairness')),
      section('keyboard', t('guideKeyboard')),
      section('privacy', t('guidePrivacy')),
    ],
  };
}
