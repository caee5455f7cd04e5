import type { GuideSection } from '@/components/content/guide-section';
import { PageMdx } from '@/components/content/page-mdx';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { getPageSection } from '@/lib/pages/load-pages';

/** The how-to-use page's sections in page order, their text from content/pages/{lang}/how-to-use/{id}.mdx. */
export function howToUseSections(lang: Lang): readonly GuideSection[] {
  const t = getT(lang, 'pages');
  const section = (id: string, title: string): GuideSection => ({
    id,
    title,
    body: <PageMdx source={getPageSection('how-to-use', id, lang)} lang={lang} />,
  });
  return [
    section('getting-started', t('guideGettingStarted')),
    section('entries-tab', t('guideEntriesTab')),
    section('spin-tab', t('guideSpinTab')),
    section('fairness', t('guideFairness')),
    section('theme-tab', t('guideThemeTab')),
    section('results-tab', t('guideResultsTab')),
    section('templates', t('guideTemplates')),
    section('pictures-embed', t('guidePicturesEmbed')),
    section('coin-flip', t('guideCoinFlip')),
    section('accessibility', t('guideAccessibility')),
    section('offline-privacy', t('guideOfflinePrivacy')),
    section('tips', t('guideTips')),
  ];
}
