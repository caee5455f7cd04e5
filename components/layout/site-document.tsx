import type { ReactNode } from 'react';
import { Texts } from '@/components/i18n/texts';
import { DocumentFrame, MainContent } from '@/components/layout/document-frame';
import { LanguageSuggestion } from '@/components/layout/language-suggestion';
import { LazySiteToaster } from '@/components/layout/lazy-site-toaster';
import { OutsideEmbed } from '@/components/layout/outside-embed';
import { ServiceWorkerRegistration } from '@/components/layout/service-worker-registration';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import type { Lang } from '@/lib/i18n/languages';

/**
 * The whole document of a page in one language: header with its menu and switches, main, footer,
 * toasts, offline worker; the embedded wheel's page has only its main.
 */
export function SiteDocument({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <DocumentFrame lang={lang}>
      <Texts lang={lang} namespaces={['shell', 'ui']}>
        <OutsideEmbed>
          <SiteHeader lang={lang} />
        </OutsideEmbed>
        <MainContent>{children}</MainContent>
        <OutsideEmbed>
          <SiteFooter lang={lang} />
          <LanguageSuggestion />
          <LazySiteToaster />
          <ServiceWorkerRegistration />
        </OutsideEmbed>
      </Texts>
    </DocumentFrame>
  );
}
