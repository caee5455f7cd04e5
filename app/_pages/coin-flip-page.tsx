import type { Metadata } from 'next';
import { CoinFlip } from '@/components/coin/coin-flip';
import { PageHeading } from '@/components/content/page-heading';
import { Texts } from '@/components/i18n/texts';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/metadata';
import { pageShareCard, shareImageOf } from '@/lib/share-images';

export function coinFlipMetadata(lang: Lang): Metadata {
  const t = getT(lang, 'meta');
  return pageMetadata({
    lang,
    title: t('coinTitle'),
    description: t('coinDescription'),
    path: '/coin-flip',
    image: shareImageOf(pageShareCard('/coin-flip', lang)),
  });
}

export function CoinFlipPage({ lang }: { lang: Lang }) {
  const t = getT(lang, 'pages');
  return (
    <div className="bg-linear-to-b from-glow-warm to-glow-cool">
      <PageHeading title={t('coinHeading')}>{t('coinLead')}</PageHeading>
      <Texts lang={lang} namespaces={['coin']}>
        <CoinFlip />
      </Texts>
    </div>
  );
}
