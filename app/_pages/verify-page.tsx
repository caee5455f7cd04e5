import type { Metadata } from 'next';
import { Texts } from '@/components/i18n/texts';
import { DrawChecker } from '@/components/verify/draw-checker';
import { DrawExplainer } from '@/components/verify/draw-explainer';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/metadata';
import './verify-print.css';

export function verifyMetadata(lang: Lang): Metadata {
  const t = getT(lang, 'meta');
  return pageMetadata({ lang, title: t('verifyTitle'), description: t('verifyDescription'), path: '/verify' });
}

export function VerifyPage({ lang }: { lang: Lang }) {
  const t = getT(lang, 'pages');
  return (
    <article id="verify-page" className="mx-auto max-w-3xl space-y-10 px-4 py-10 md:py-14 print:space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-fg md:text-4xl print:text-2xl">{t('verifyHeading')}</h1>
        <p className="mt-4 text-lg text-muted print:hidden">{t('verifyLead')}</p>
        <noscript>
          <p className="mt-4 rounded-lg border border-amber-300 bg-note p-3 text-fg">{t('verifyNoScript')}</p>
        </noscript>
      </header>
      <Texts lang={lang} namespaces={['verify']}>
        <DrawChecker />
        <DrawExplainer lang={lang} />
      </Texts>
    </article>
  );
}
