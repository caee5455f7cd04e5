import type { Metadata } from 'next';
import { Texts } from '@/components/i18n/texts';
import { TemplateGallery } from '@/components/templates/template-gallery';
import { UsageGuide } from '@/components/wheel/guide/usage-guide';
import { FirstPictureSlot } from '@/components/wheel/stage/first-picture-slot';
import { WheelFirstPicture } from '@/components/wheel/stage/wheel-first-picture';
import { WheelTool } from '@/components/wheel/wheel-tool';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/metadata';
import { pageShareCard, shareImageOf } from '@/lib/share-images';
import { getTemplates } from '@/lib/templates';
import { ADDRESS_HANDOFF_SCRIPT } from '@/lib/wheel/share/address-handoff';
import { OWN_LIST_MARK_SCRIPT } from '@/lib/wheel/stage/own-list-mark';

export function homeMetadata(lang: Lang): Metadata {
  const t = getT(lang, 'meta');
  return pageMetadata({
    lang,
    title: t('homeTitle'),
    description: t('siteDescription'),
    path: '/',
    image: shareImageOf(pageShareCard('/', lang)),
    absoluteTitle: true,
  });
}

export function HomePage({ lang }: { lang: Lang }) {
  const t = getT(lang, 'pages');
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 md:space-y-12">
      {/* Before the app's scripts run: a link's list leaves the address before the router reads it. */}
      <script dangerouslySetInnerHTML={{ __html: ADDRESS_HANDOFF_SCRIPT }} />
      {/* Before the wheel's first picture is painted: a list of the visitor's own keeps its default labels off. */}
      <script dangerouslySetInnerHTML={{ __html: OWN_LIST_MARK_SCRIPT }} />
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-fg md:text-4xl">{t('homeHeading')}</h1>
        <p className="mt-3 text-lg text-muted">{t('homeLead')}</p>
      </header>
      <section aria-labelledby="wheel-heading">
        <h2 id="wheel-heading" className="mb-4 text-2xl font-bold text-fg">
          {t('customizeHeading')}
        </h2>
        <Texts lang={lang} namespaces={['wheel', 'stage', 'entries', 'spin', 'hosting', 'winner', 'theme', 'results', 'share', 'draw']}>
          <FirstPictureSlot picture={<WheelFirstPicture lang={lang} />}>
            <WheelTool />
          </FirstPictureSlot>
        </Texts>
      </section>
      {/* Below the first screen on every width: laid out and painted only as it nears the screen. */}
      <div className="below-first-screen space-y-8 md:space-y-12">
        <section aria-labelledby="templates-heading">
          <h2 id="templates-heading" className="text-2xl font-bold text-fg">
            {t('templatesSectionHeading')}
          </h2>
          <p className="mb-4 mt-1 text-muted">{t('templatesSectionLead')}</p>
          <TemplateGallery headingLevel="h3" templates={getTemplates(lang)} />
        </section>
        <UsageGuide lang={lang} />
      </div>
    </div>
  );
}
