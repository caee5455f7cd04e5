import type { Metadata } from 'next';
import { Texts } from '@/components/i18n/texts';
import { EmbeddedWheel } from '@/components/wheel/embed/embedded-wheel';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/metadata';
import { EMBED_PATH } from '@/lib/wheel/embed/embed-fragment';

/** The embedded wheel is someone's shared list inside another page: never in search results, nor in the sitemap. */
export function embedMetadata(lang: Lang): Metadata {
  const t = getT(lang, 'embed');
  return {
    ...pageMetadata({ lang, title: t('pageTitle'), description: t('pageDescription'), path: EMBED_PATH }),
    robots: { index: false, follow: false },
  };
}

export function EmbedPage({ lang }: { lang: Lang }) {
  return (
    <Texts lang={lang} namespaces={['embed', 'stage', 'spin', 'winner']}>
      <EmbeddedWheel />
    </Texts>
  );
}
